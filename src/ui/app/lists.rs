//! Lists to hear: help, every command, the history of what was said, the reviews of the board, the card reader and the rules.

use super::rulesets::MALL_TOPICS;
use super::*;

/// What choosing an item of this module's screens does.
#[derive(Clone, Debug)]
pub(super) enum ListPick {
    CardsByCode,
    CardsByName,
    /// Mall of Horror's cards, outside a game (under the default options).
    MallCards,
}

impl From<ListPick> for Choice {
    fn from(p: ListPick) -> Choice {
        Choice::Lists(p)
    }
}

/// Rules help topics: (title id, text id).
pub(super) const TOPICS: [(Id, Id); 11] = [
    (Id::UiRulesGoalTitle, Id::UiRulesGoal),
    (Id::UiRulesTurnTitle, Id::UiRulesTurn),
    (Id::UiRulesTruckTitle, Id::UiRulesTruck),
    (Id::UiRulesBadgeTitle, Id::UiRulesBadge),
    (Id::UiRulesDestinationsTitle, Id::UiRulesDestinations),
    (Id::UiRulesMovementTitle, Id::UiRulesMovement),
    (Id::UiRulesMonstersTitle, Id::UiRulesMonsters),
    (Id::UiRulesAttacksTitle, Id::UiRulesAttacks),
    (Id::UiRulesVotesTitle, Id::UiRulesVotes),
    (Id::UiRulesCardsTitle, Id::UiRulesCards),
    (Id::UiRulesEndTitle, Id::UiRulesEnd),
];

/// A moment of the game: the turn, and the phase (`None`: the set-up, or a turn's start).
pub(super) type Moment = (u16, Option<crate::engine::Phase>);

impl App {
    pub(super) fn open_help(&mut self) {
        let actions = self.valid_actions();
        let lines = self.an.help_in_words(&self.keys, self.pads_seen(), &actions, |a| self.action_words(a));
        let items = lines.iter().map(|l| Item::new(l.clone(), Choice::Menu(MenuPick::Hear(l.clone())))).collect();
        // A list to browse: its title, then the first line; the arrows say the others.
        self.push(Screen::new(Kind::Info, self.t(Id::UiHelpTitle), items));
    }

    /// Every command that works here, to choose one: what a gamepad's buttons cannot all hold.
    pub(super) fn open_commands(&mut self) {
        let items = self
            .valid_actions()
            .into_iter()
            .filter(|a| a.scope() != Scope::Menu)
            .map(|a| {
                Item::new(secrets::capitalise_first(&self.t(self.action_words(a))), Choice::Menu(MenuPick::Act(a)))
            })
            .collect();
        if self.stack.last().is_some_and(|t| t.kind == Kind::Commands) {
            self.stack.pop();
        }
        self.push(Screen::new(Kind::Commands, self.t(Id::UiCommandsTitle), items));
    }

    pub(super) fn open_history(&mut self) {
        let items: Vec<Item<Choice>> = (0..self.said.len())
            .filter_map(|i| self.said.back(i))
            .map(|s| {
                let mut a = FluentArgs::new();
                a.set("turn", Announcer::num(f64::from(s.turn)));
                a.set("phase", Announcer::num(f64::from(s.phase.map_or(0, |p| p.number()))));
                a.set("text", s.text.clone());
                let label = self.an.text(self.rules().map_or(Id::UiHistoryEntry, |r| r.history_entry()), Some(&a));
                Item {
                    label,
                    value: Choice::Menu(MenuPick::Hear(
                        s.detail.clone().map_or(s.text.clone(), |d| format!("{} {d}", s.text)),
                    )),
                    jump: None,
                }
            })
            .collect();
        let title = if items.is_empty() { self.t(Id::UiHistoryEmpty) } else { self.t(Id::UiHistoryTitle) };
        self.push(Screen::new(Kind::Info, title, items));
    }

    /// A review of the game in progress, in words.
    pub(super) fn review_words(&self, r: Review) -> Option<String> {
        self.rules()?.review(self, r)
    }

    pub(super) fn review(&mut self, r: Review) {
        if let Some(text) = self.review_words(r) {
            self.say_text(text, None, Keep::No);
        }
    }

    pub(super) fn open_review_locations(&mut self) {
        let items = Loc::all()
            .filter_map(|l| {
                let text = self.review_words(Review::Location(l))?;
                Some(Item::numbered(text.clone(), Choice::Menu(MenuPick::Hear(text)), l.number()))
            })
            .collect();
        self.push(Screen::new(Kind::Info, self.t(Id::UiReviewLocationTitle), items));
    }

    pub(super) fn open_review_families(&mut self) {
        let Some(n) = self.session.as_ref().map(|s| s.names.len() as u8) else { return };
        let items = Seat::all(n)
            .filter_map(|s| {
                let text = self.review_words(Review::Family(s))?;
                Some(Item::new(text.clone(), Choice::Menu(MenuPick::Hear(text))))
            })
            .collect();
        let title = self.t(self.rules().map_or(Id::UiReviewFamilyTitle, |r| r.groups_title()));
        self.push(Screen::new(Kind::Info, title, items));
    }

    /// The card reader: in a game, that game's cards; outside a game, both games' (Lockdown's
    /// by their tactile code or their name, then Mall of Horror's).
    pub(super) fn open_cards(&mut self) {
        if let Some(rules) = self.rules()
            && rules.open_cards(self)
        {
            return;
        }
        let items = vec![
            Item::new(self.t(Id::UiCardsLockdownByCode), Choice::Lists(ListPick::CardsByCode)),
            Item::new(self.t(Id::UiCardsLockdownByName), Choice::Lists(ListPick::CardsByName)),
            Item::new(self.t(Id::UiCardsMall), Choice::Lists(ListPick::MallCards)),
        ];
        self.push(Screen::new(Kind::Cards, self.t(Id::UiCardsTitle), items));
    }

    pub(super) fn open_card_list(&mut self, by_code: bool) {
        let items = CardKind::ALL
            .into_iter()
            .map(|c| {
                let label = if by_code { capitalise(&self.an.sticker_words(c)) } else { self.an.card_word(c) };
                Item::new(label, Choice::Menu(MenuPick::Hear(self.an.card_description(c))))
            })
            .collect();
        let title = self.t(if by_code { Id::UiCardsCodeTitle } else { Id::UiCardsNameTitle });
        self.push(Screen::new(Kind::Info, title, items));
    }

    /// The rules help: in a game, that game's topics; outside a game, Lockdown's, then Mall of
    /// Horror's, each named with its game.
    pub(super) fn open_rules(&mut self) {
        let topic = |label: String, text: Id| Item::new(label, Choice::Menu(MenuPick::Hear(self.t(text))));
        let (title, items) = match self.rules() {
            Some(rules) => {
                (Id::UiRulesTitle, rules.topics().iter().map(|(title, text)| topic(self.t(*title), *text)).collect())
            }
            None => {
                let mall = MALL_TOPICS
                    .iter()
                    .map(|(title, text)| topic(self.ta(Id::UiRulesMallTopic, &[("topic", self.t(*title))]), *text));
                let lockdown = TOPICS.iter().map(|(title, text)| topic(self.t(*title), *text));
                (Id::UiRulesTitleBoth, lockdown.chain(mall).collect())
            }
        };
        self.push(Screen::new(Kind::Info, self.t(title), items));
    }
}

impl App {
    /// Acts on a choice of this module's screens (`kind`: the screen it was made on).
    pub(super) fn choose_lists(&mut self, pick: ListPick, _kind: Kind) {
        match pick {
            ListPick::CardsByCode => self.open_card_list(true),
            ListPick::CardsByName => self.open_card_list(false),
            ListPick::MallCards => rulesets::open_mall_card_list(self, &crate::engine::mall::Options::default()),
        }
    }
}
