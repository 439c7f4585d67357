//! The game state, its set-up, and the read-only queries on it.
//!
//! The rules that change the state live in `flow.rs`; what is pending now in `pending.rs`.

use super::board::BoardProfile;
use super::epilogue::EpilogueRecord;
use super::event::{Ballots, Phase, VoteKind};
use super::rng::Generator;
use super::secrets::SharedGame;
use super::types::{LOCATIONS, Loc, LocSet, MAX_PLAYERS, MIN_PLAYERS, Role, RoleSet, Seat, SeatSet};
use serde::{Deserialize, Serialize};

/// Who rolls the dice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DiceMode {
    /// Vigie rolls with its seeded generator.
    Vigie,
    /// The table rolls real dice and enters the faces.
    Table,
}

/// Everything needed to start a game. A field it does not have is refused (a save naming one
/// was not written by this Vigie).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// Number of players, 3 to 6, seated clockwise by seat number.
    pub players: u8,
    /// The youngest player: starts with the Martyr.
    pub youngest: Seat,
    /// The oldest player: starts with the badge, and places first.
    pub oldest: Seat,
    /// Who rolls the dice.
    pub dice: DiceMode,
    /// The seed of Vigie's dice (kept in the game, so a replay is exact).
    pub seed: u64,
    /// The generator of Vigie's dice. A set-up written before generators were named (a version-1
    /// save) names none: its dice are SplitMix64's.
    #[serde(default = "Generator::unnamed")]
    pub generator: Generator,
    /// The board's numbers.
    pub profile: BoardProfile,
    /// The epilogues this table has already unlocked.
    pub epilogues: EpilogueRecord,
    /// Energy drinks may be played before the first move and before a move made without asking
    /// (RULES.md, the movement). A set-up written before these moments (saves of versions 1 and
    /// 2) names none: its decisions replay without them.
    #[serde(default)]
    pub drink_before_moves: bool,
    /// The moment before a move Vigie would make by itself is also held before a "stays" because
    /// the destination is full (the only characters that could move are in the Parking): their
    /// player may drink first (RULES.md, step C). A set-up written before this moment (a save
    /// whose set-up names none) replays without it.
    #[serde(default)]
    pub drink_before_stays: bool,
}

/// Why a set-up was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    #[error("a game has 3 to 6 players, not {0}")]
    PlayerCount(u8),
    #[error("seat {} is not at the table", .0.number())]
    NoSuchSeat(Seat),
    #[error("the deck has {deck} cards, too few to deal one to each of {players} players")]
    DeckTooSmall { deck: u8, players: u8 },
}

impl Setup {
    /// A set-up with the bundled board, Vigie's dice, and no epilogue unlocked.
    pub fn new(players: u8, youngest: Seat, oldest: Seat, seed: u64) -> Setup {
        Setup {
            players,
            youngest,
            oldest,
            dice: DiceMode::Vigie,
            seed,
            generator: Generator::CURRENT,
            profile: BoardProfile::bundled(),
            epilogues: EpilogueRecord::NEW,
            drink_before_moves: true,
            drink_before_stays: true,
        }
    }

    pub(crate) fn check(&self) -> Result<(), SetupError> {
        if !(MIN_PLAYERS as u8..=MAX_PLAYERS as u8).contains(&self.players) {
            return Err(SetupError::PlayerCount(self.players));
        }
        for s in [self.youngest, self.oldest] {
            if s.index() >= usize::from(self.players) {
                return Err(SetupError::NoSuchSeat(s));
            }
        }
        if self.profile.deck_total() < self.players {
            return Err(SetupError::DeckTooSmall { deck: self.profile.deck_total(), players: self.players });
        }
        Ok(())
    }
}

/// Where a character is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pos {
    /// Not in this game (the Useless with 4 players or more).
    Absent,
    /// Not yet placed (starting placement).
    Unplaced,
    /// On the board.
    At(Loc),
    /// In the cold storage.
    Eaten,
}

/// One player's family and hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Family {
    pub(crate) pos: [Pos; 4],
    /// Object cards in hand (the app counts them; their kinds stay in the player's hand).
    pub(crate) hand: u8,
    /// Characters hidden by Rotten meat until the end of phase 6.
    pub(crate) hidden: RoleSet,
}

/// A vote in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Vote {
    pub(crate) kind: VoteKind,
    /// Guns played by each player for this vote (every vote of a Parking attack).
    pub(crate) guns: [u8; MAX_PLAYERS],
    pub(crate) step: VoteStep,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum VoteStep {
    /// Talk, play cards; `Continue` ends it.
    Discussion,
    /// Secret ballots being collected.
    Ballots { ballots: Ballots },
    /// The Martyr holder settles a tie.
    Tie { tied: SeatSet },
    /// The designated player picks which character is eaten (attacks only).
    Victim { player: Seat },
}

/// Where the game stands: what it waits for (the stages every ruleset shares, and Lockdown's own).
pub(crate) type Stage = crate::stage::SharedStage<Vote, OwnStage>;

/// What a game of Lockdown alone waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum OwnStage {
    /// Phase 2: Walkie-talkies may be played.
    DiceWindow,
    /// Phase 4, before `mover`'s move, which would be made without asking (or is the first):
    /// Energy drinks may be played; `Continue` goes on with that move.
    BeforeMove { mover: Seat, waiting: SeatSet },
    /// Phase 4, after the moves: Energy drinks may still be played.
    AfterMovement,
    /// End: who holds the Keys of the truck.
    KeysQuestion,
    /// End: does a survivor hold two weapons (asked only when an epilogue needs it).
    WeaponsQuestion,
}

/// A whole game of Lockdown: a plain value, cheap to copy for undo and to compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    pub(crate) setup: Setup,
    pub(crate) family_size: u8,
    pub(crate) families: [Family; MAX_PLAYERS],
    pub(crate) monsters: [u8; LOCATIONS],
    /// What every ruleset's game holds alike: the players and the dice mode, Vigie's dice, where
    /// the game stands (`stage`), the deck, the closed locations, this turn's dice under the box
    /// and who has seen them, the destinations.
    pub(crate) shared: SharedGame<Stage>,
    pub(crate) supply: u8,
    pub(crate) badge: Seat,
    pub(crate) martyr: Seat,
    pub(crate) turn: u16,
    pub(crate) phase: Option<Phase>,
    /// The holder kept the badge with nobody in location 3 and may not see the dice.
    pub(crate) badge_blind: bool,
    /// The cold storage in order of arrival: seat * 4 + role.
    pub(crate) cold: [u8; 24],
    pub(crate) eaten: u8,
    pub(crate) keys: Option<Seat>,
    pub(crate) two_weapons: Option<bool>,
    pub(crate) epilogue: Option<u8>,
}

/// What is at a location, for a review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocationView {
    pub location: Loc,
    pub closed: bool,
    /// Characters there: player, role, hidden by Rotten meat.
    pub characters: Vec<(Seat, Role, bool)>,
    pub monsters: u8,
    pub monster_spots: u8,
    /// Character spots; `None` for the Parking.
    pub capacity: Option<u8>,
    pub strength: u8,
}

impl Game {
    /// The set-up this game started from.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// The board's numbers.
    pub fn profile(&self) -> &BoardProfile {
        &self.setup.profile
    }

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.setup.players
    }

    /// Every seat, clockwise from seat 0.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        Seat::all(self.setup.players)
    }

    /// Characters per family: 4 with 3 players, 3 otherwise (the Useless leaves the box).
    pub fn family_size(&self) -> u8 {
        self.family_size
    }

    /// The current turn (0 during set-up).
    pub fn turn(&self) -> u16 {
        self.turn
    }

    /// The current phase, if a turn is under way.
    pub fn phase(&self) -> Option<Phase> {
        self.phase
    }

    /// Who holds the security badge.
    pub fn badge(&self) -> Seat {
        self.badge
    }

    /// Who holds the Martyr token.
    pub fn martyr(&self) -> Seat {
        self.martyr
    }

    /// Object cards left in the deck.
    pub fn deck(&self) -> u8 {
        self.shared.deck
    }

    /// Object cards in a player's hand.
    pub fn hand(&self, s: Seat) -> u8 {
        self.families[s.index()].hand
    }

    /// Monster tokens in the supply.
    pub fn supply(&self) -> u8 {
        self.supply
    }

    /// Monsters around a location.
    pub fn monsters(&self, l: Loc) -> u8 {
        self.monsters[l.index()]
    }

    /// True when the location is closed.
    pub fn is_closed(&self, l: Loc) -> bool {
        self.shared.closed.contains(l)
    }

    /// Where a character is.
    pub fn position(&self, s: Seat, r: Role) -> Pos {
        self.families[s.index()].pos[r.index()]
    }

    /// True when the character is hidden by Rotten meat.
    pub fn is_hidden(&self, s: Seat, r: Role) -> bool {
        self.families[s.index()].hidden.contains(r)
    }

    /// A player's characters still on the board.
    pub fn alive(&self, s: Seat) -> RoleSet {
        let mut set = RoleSet::EMPTY;
        for (r, p) in self.families[s.index()].pos.iter().enumerate() {
            if matches!(p, Pos::At(_)) {
                set.insert(Role::ALL[r]);
            }
        }
        set
    }

    /// Characters still on the board, all families together.
    pub fn alive_total(&self) -> u8 {
        self.seats().map(|s| self.alive(s).len() as u8).sum()
    }

    /// Characters in the cold storage, in the order they were eaten.
    pub fn cold_storage(&self) -> Vec<(Seat, Role)> {
        self.cold[..usize::from(self.eaten)]
            .iter()
            .filter_map(|&c| Some((Seat::new(c / 4)?, Role::ALL[usize::from(c % 4)])))
            .collect()
    }

    /// Characters eaten so far.
    pub fn eaten(&self) -> u8 {
        self.eaten
    }

    /// Cold-storage rows full so far (0 to 3).
    pub fn rows_full(&self) -> u8 {
        (0..3).filter(|&r| self.eaten >= self.setup.profile.cold_storage_row_end(r)).count() as u8
    }

    /// True once the first cold-storage row is full: monsters attack on equal strength.
    pub fn attacks_on_equal(&self) -> bool {
        self.rows_full() >= 1
    }

    /// Dice in the box: 4, plus one for each of rows 2 and 3 already full. Rows fill in phase 6,
    /// after the box is rolled in phase 2, so this is always "from the next turn".
    pub fn box_dice_count(&self) -> u8 {
        4 + self.rows_full().saturating_sub(1)
    }

    /// This turn's destinations chosen so far, secret ones included: an interface reads a
    /// seat's own in its [`view`](Game::view), the others' once revealed on the board.
    pub(crate) fn destination(&self, s: Seat) -> Option<Loc> {
        self.shared.destinations[s.index()]
    }

    /// Who has seen this turn's dice.
    pub fn dice_seen(&self) -> SeatSet {
        self.shared.dice_seen
    }

    /// The epilogues unlocked, this game's included once the game has ended.
    pub fn epilogue_record(&self) -> EpilogueRecord {
        match self.epilogue {
            Some(card) => self.setup.epilogues.with(card),
            None => self.setup.epilogues,
        }
    }

    /// The epilogue this game unlocked, once it is known.
    pub fn unlocked_epilogue(&self) -> Option<u8> {
        self.epilogue
    }

    /// Who holds the Keys of the truck, once revealed.
    pub fn keys(&self) -> Option<Seat> {
        self.keys
    }

    /// True once the epilogue has been settled.
    pub fn is_finished(&self) -> bool {
        matches!(self.shared.stage, Stage::Finished)
    }

    /// True once the game has ended (the score questions may still be pending).
    pub fn has_ended(&self) -> bool {
        matches!(self.shared.stage, Stage::Own(OwnStage::KeysQuestion | OwnStage::WeaponsQuestion) | Stage::Finished)
    }

    /// Folds over the characters at a location: player, role, hidden.
    fn fold_at<T>(&self, l: Loc, init: T, mut f: impl FnMut(T, Seat, Role, bool) -> T) -> T {
        let target = Pos::At(l);
        let mut acc = init;
        for (seat, fam) in Seat::all(self.setup.players).zip(&self.families) {
            for (r, p) in fam.pos.iter().enumerate() {
                if *p == target {
                    let role = Role::ALL[r];
                    acc = f(acc, seat, role, fam.hidden.contains(role));
                }
            }
        }
        acc
    }

    /// Characters at a location, by seat then role.
    pub fn at(&self, l: Loc) -> impl Iterator<Item = (Seat, Role)> + '_ {
        let target = Pos::At(l);
        Seat::all(self.setup.players).zip(&self.families).flat_map(move |(seat, f)| {
            f.pos.iter().enumerate().filter(move |(_, p)| **p == target).map(move |(r, _)| (seat, Role::ALL[r]))
        })
    }

    /// Number of characters at a location.
    pub fn count_at(&self, l: Loc) -> u8 {
        self.fold_at(l, 0, |n, _, _, _| n + 1)
    }

    /// Defence of a location: Blockers 2, others 1, hidden characters included.
    pub fn strength_at(&self, l: Loc) -> u8 {
        self.fold_at(l, 0, |n, _, r, _| n + r.strength())
    }

    pub(crate) fn weepers_at(&self, l: Loc) -> u8 {
        self.fold_at(l, 0, |n, _, r, _| n + u8::from(r == Role::Weeper))
    }

    /// Players with at least one character at a location.
    pub fn present(&self, l: Loc) -> SeatSet {
        self.fold_at(l, SeatSet::EMPTY, |mut set, s, _, _| {
            set.insert(s);
            set
        })
    }

    /// Players with at least one character at a location that is not hidden.
    pub fn visible(&self, l: Loc) -> SeatSet {
        self.fold_at(l, SeatSet::EMPTY, |mut set, s, _, hidden| {
            if !hidden {
                set.insert(s);
            }
            set
        })
    }

    /// A player's votes at a location (hidden characters give none), without Guns.
    pub fn votes_at(&self, s: Seat, l: Loc) -> u8 {
        self.fold_at(l, 0, |n, p, r, hidden| if p == s && !hidden { n + r.votes() } else { n })
    }

    /// Every player's votes at a location (hidden characters give none), without Guns.
    pub(crate) fn all_votes_at(&self, l: Loc) -> [u8; MAX_PLAYERS] {
        self.fold_at(l, [0; MAX_PLAYERS], |mut v, p, r, hidden| {
            if !hidden {
                v[p.index()] += r.votes();
            }
            v
        })
    }

    /// True when a character may enter the location: open and not full.
    pub fn has_room(&self, l: Loc) -> bool {
        !self.is_closed(l)
            && match self.setup.profile.capacity(l) {
                None => true,
                Some(cap) => self.count_at(l) < cap,
            }
    }

    /// True when a monster may be put around the location: open with a free monster spot.
    pub fn has_monster_room(&self, l: Loc) -> bool {
        !self.is_closed(l) && self.monsters(l) < self.setup.profile.monster_spots(l)
    }

    /// Locations still open.
    pub fn open_locations(&self) -> LocSet {
        Loc::all().filter(|l| !self.is_closed(*l)).collect()
    }

    /// Players who still have characters.
    pub fn survivors(&self) -> SeatSet {
        self.seats().filter(|s| !self.alive(*s).is_empty()).collect()
    }

    /// Where a character is, when it is on the board.
    pub fn location_of(&self, s: Seat, r: Role) -> Option<Loc> {
        match self.position(s, r) {
            Pos::At(l) => Some(l),
            _ => None,
        }
    }

    /// A review of one location.
    pub fn location(&self, l: Loc) -> LocationView {
        LocationView {
            location: l,
            closed: self.is_closed(l),
            characters: self.at(l).map(|(s, r)| (s, r, self.is_hidden(s, r))).collect(),
            monsters: self.monsters(l),
            monster_spots: self.setup.profile.monster_spots(l),
            capacity: self.setup.profile.capacity(l),
            strength: self.strength_at(l),
        }
    }

    /// The score of each player if the game ended now: survivors' points, +1 for the Keys.
    pub fn scores(&self) -> [u8; MAX_PLAYERS] {
        let mut out = [0; MAX_PLAYERS];
        for s in self.seats() {
            let alive = self.alive(s);
            out[s.index()] =
                alive.iter().map(Role::points).sum::<u8>() + u8::from(self.keys == Some(s) && !alive.is_empty());
        }
        out
    }

    /// The winners if the game ended now: the best score among players with survivors; nobody
    /// wins when nobody survives.
    pub fn winners(&self) -> SeatSet {
        let scores = self.scores();
        let survivors = self.survivors();
        let best = survivors.iter().map(|s| scores[s.index()]).max();
        match best {
            None => SeatSet::EMPTY,
            Some(b) => survivors.iter().filter(|s| scores[s.index()] == b).collect(),
        }
    }

    /// The first seat clockwise after `from` (excluded) whose player still has characters.
    pub(crate) fn next_with_characters(&self, from: Seat) -> Option<Seat> {
        let n = self.setup.players;
        let mut s = from.next(n);
        for _ in 0..n {
            if s != from && !self.alive(s).is_empty() {
                return Some(s);
            }
            s = s.next(n);
        }
        None
    }

    pub(crate) fn check_seat(&self, s: Seat) -> Result<(), super::RuleError> {
        Ok(self.shared.seated(s)?)
    }
}

impl crate::rules::Rules for Game {
    type Setup = Setup;
    type Command = super::command::Command;
    type Kind = super::event::EventKind;
    type Pending = super::pending::Pending;
    type View = super::view::SeatView;
    type Error = super::error::RuleError;

    const NAME: &'static str = "lockdown";

    fn new(setup: Setup) -> Result<(Game, Vec<super::event::Event>), SetupError> {
        Game::new(setup)
    }

    fn setup(&self) -> &Setup {
        Game::setup(self)
    }

    fn players(&self) -> u8 {
        Game::players(self)
    }

    fn pending(&self) -> Self::Pending {
        Game::pending(self)
    }

    fn view(&self, seat: Seat) -> Self::View {
        Game::view(self, seat)
    }

    fn is_finished(&self) -> bool {
        Game::is_finished(self)
    }

    fn execute(&mut self, cmd: Self::Command, out: &mut Vec<super::event::Event>) -> Result<(), Self::Error> {
        crate::stage::Steps::run(self, cmd, out)
    }
}
