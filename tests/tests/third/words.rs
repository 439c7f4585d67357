//! Pile's words: its own small locale, in English and French, and its voice (the announcer's
//! `Voice` over Pile's own messages, `Word`).

use super::rules::{Error, Kind, Pending, Pile, Setup};
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use vigie::announce::{Announcer, Key, Said, Speaking, Voice};
use vigie::engine::{Rules, Seat};
use vigie::vocab::{Earcon, Lang, Weight};

const EN: &str = "
pile-started = A game of Pile begins, with { $stones } stones on the pile.
pile-bet = { $player } has placed a bet.
pile-bet-on = You bet on { $on }.
pile-bets-in = Every bet is in.
pile-took = { $player } takes { $stones ->
    [one] one stone
   *[other] { $stones } stones
}; { $left } left.
pile-won = { $player } takes the last stone and wins. { $right ->
    [0] Nobody bet on them.
    [one] One bet was right.
   *[other] { $right } bets were right.
}
pile-ask-bets = Still to bet on who takes the last stone: { $waiting ->
    [one] one player
   *[other] { $waiting } players
}.
pile-ask-take = { $player }, take one to { $most } stones.
pile-ask-over = The game is over.
pile-no-unexpected = That is not what the game waits for.
pile-no-turn = It is not that player's turn.
pile-no-again = That player has already bet.
pile-no-seat = Nobody sits there.
pile-no-many = One to { $most } stones.
pile-no-over = The game is over.
pile-did-bet = { $player }'s bet
pile-did-take = { $player } taking { $stones }
pile-left = { $stones ->
    [one] One stone left.
   *[other] { $stones } stones left.
}
pile-new-game = New game of Pile
pile-setup-title = A game of Pile. Which language?
pile-history-entry = { $text }
pile-players-title = The players
pile-confirm-bet = { $player } bets on { $on }: is that right?
pile-take = Take { $stones ->
    [one] one stone
   *[other] { $stones } stones
}
pile-final = { $player } took the last stone.
pile-rules-goal-title = The goal
pile-rules-goal = Take the last stone, or bet on the player who will.
";

const FR: &str = "
pile-started = Une partie de Pile commence, avec { $stones } pierres sur le tas.
pile-bet = { $player } a parié.
pile-bet-on = Vous avez parié sur { $on }.
pile-bets-in = Tous les paris sont faits.
pile-took = { $player } prend { $stones ->
    [one] une pierre
   *[other] { $stones } pierres
} ; il en reste { $left }.
pile-won = { $player } prend la dernière pierre et gagne. { $right ->
    [0] Personne n'avait parié sur ce joueur.
    [one] Un pari était juste.
   *[other] { $right } paris étaient justes.
}
pile-ask-bets = Doivent encore parier sur qui prendra la dernière pierre : { $waiting ->
    [one] un joueur
   *[other] { $waiting } joueurs
}.
pile-ask-take = { $player }, prenez d'une à { $most } pierres.
pile-ask-over = La partie est finie.
pile-no-unexpected = Ce n'est pas ce que la partie attend.
pile-no-turn = Ce n'est pas au tour de ce joueur.
pile-no-again = Ce joueur a déjà parié.
pile-no-seat = Personne n'est assis là.
pile-no-many = D'une à { $most } pierres.
pile-no-over = La partie est finie.
pile-did-bet = le pari de { $player }
pile-did-take = { $player } qui prend { $stones }
pile-left = { $stones ->
    [one] Il reste une pierre.
   *[other] Il reste { $stones } pierres.
}
pile-new-game = Nouvelle partie de Pile
pile-setup-title = Une partie de Pile. Quelle langue ?
pile-history-entry = { $text }
pile-players-title = Les joueurs
pile-confirm-bet = { $player } parie sur { $on } : c'est bien ça ?
pile-take = Prendre { $stones ->
    [one] une pierre
   *[other] { $stones } pierres
}
pile-final = { $player } a pris la dernière pierre.
pile-rules-goal-title = Le but
pile-rules-goal = Prendre la dernière pierre, ou parier sur qui la prendra.
";

/// One of Pile's messages (its id in Pile's locale).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Word(pub &'static str);

impl Key for Word {
    fn text(self, an: &Announcer, args: &FluentArgs) -> String {
        let (code, source) = match an.lang() {
            Lang::En => ("en", EN),
            Lang::Fr => ("fr", FR),
        };
        let mut bundle = FluentBundle::new(vec![code.parse().expect("a language")]);
        bundle.set_use_isolating(false);
        bundle.add_resource(FluentResource::try_new(source.to_owned()).expect("Pile's locale")).expect("no clash");
        let pattern = bundle.get_message(self.0).and_then(|m| m.value()).unwrap_or_else(|| panic!("{}", self.0));
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(args), &mut errors).into_owned();
        assert!(errors.is_empty(), "{}: {errors:?}", self.0);
        text
    }

    fn detail(self, _: &Announcer, _: &FluentArgs) -> Option<String> {
        None
    }

    fn id(self) -> Option<vigie::vocab::Id> {
        None
    }
}

/// What a player may ask to review: the pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Left;

/// A message of Pile's own words, with its arguments.
fn words(id: &'static str, set: impl FnOnce(&mut FluentArgs<'static>)) -> (Word, FluentArgs<'static>) {
    let mut a = FluentArgs::new();
    set(&mut a);
    (Word(id), a)
}

impl Voice<Pile> for Speaking<'_, Pile> {
    type Key = Word;
    type Review = Left;
    type Card = ();

    fn said(&self, k: &Kind) -> (Said<Word>, FluentArgs<'static>) {
        let n = |v: u8| Announcer::num(v);
        let (weight, earcon) = (Weight::Essential, None);
        let (id, args) = match *k {
            Kind::Started { stones } => words("pile-started", |a| a.set("stones", n(stones))),
            Kind::Bet { player } => words("pile-bet", |a| a.set("player", self.announcer().name(player))),
            Kind::BetOn { on } => words("pile-bet-on", |a| a.set("on", self.announcer().name(on))),
            Kind::BetsIn => words("pile-bets-in", |_| ()),
            Kind::Took { player, stones, left } => words("pile-took", |a| {
                a.set("player", self.announcer().name(player));
                a.set("stones", n(stones));
                a.set("left", n(left));
            }),
            Kind::Won { player, right } => {
                let (id, args) = words("pile-won", |a| {
                    a.set("player", self.announcer().name(player));
                    a.set("right", n(right));
                });
                return (Said { id, weight, earcon: Some(Earcon::VoteResult) }, args);
            }
        };
        (Said { id, weight, earcon }, args)
    }

    fn prompt_args(&self, p: &Pending, _: Option<Seat>, _: bool) -> (Word, Option<Earcon>, FluentArgs<'static>) {
        let (id, args) = match *p {
            Pending::Bets { waiting } => {
                words("pile-ask-bets", |a| a.set("waiting", Announcer::num(waiting.len() as u32)))
            }
            Pending::Take { player, most } => words("pile-ask-take", |a| {
                a.set("player", self.announcer().name(player));
                a.set("most", Announcer::num(most));
            }),
            Pending::Finished => words("pile-ask-over", |_| ()),
        };
        (id, None, args)
    }

    fn error_args(&self, e: &Error) -> (Word, FluentArgs<'static>) {
        match *e {
            Error::Unexpected => words("pile-no-unexpected", |_| ()),
            Error::NotYourTurn => words("pile-no-turn", |_| ()),
            Error::AlreadyBet => words("pile-no-again", |_| ()),
            Error::NoSuchSeat => words("pile-no-seat", |_| ()),
            Error::TooMany { most } => words("pile-no-many", |a| a.set("most", Announcer::num(most))),
            Error::GameOver => words("pile-no-over", |_| ()),
        }
    }

    fn decision(&self, cmd: &super::rules::Command) -> String {
        use super::rules::Command as C;
        let (w, a) = match *cmd {
            // What was bet on is the player's secret.
            C::Bet { player, .. } => words("pile-did-bet", |a| a.set("player", self.announcer().name(player))),
            C::Take { player, stones } => words("pile-did-take", |a| {
                a.set("player", self.announcer().name(player));
                a.set("stones", Announcer::num(stones));
            }),
        };
        w.text(self.announcer(), &a)
    }

    fn card_word(&self, _: ()) -> String {
        String::new()
    }

    fn card_description(&self, _: (), _: &Setup) -> String {
        String::new()
    }

    fn review(&self, g: &Pile, _: Left) -> String {
        let (w, a) = words("pile-left", |a| a.set("stones", Announcer::num(g.pile())));
        w.text(self.announcer(), &a)
    }

    fn turn_words(&self, g: &Pile) -> String {
        self.review(g, Left)
    }

    fn board_changes(&self, _: &Pile, _: &Pile) -> Vec<String> {
        Vec::new()
    }
}

/// Pile's words are whole in both languages: every message of one locale is in the other.
#[test]
fn piles_words_are_in_both_languages() {
    let ids = |s: &str| {
        let mut v: Vec<String> = s.lines().filter_map(|l| l.split_once(" = ")).map(|(id, _)| id.to_owned()).collect();
        v.sort();
        v
    };
    assert_eq!(ids(EN), ids(FR));
    assert_eq!(Pile::NAME, "pile");
}
