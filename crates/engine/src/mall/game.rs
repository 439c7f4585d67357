//! A game of Mall of Horror: its set-up and state, and the read-only questions on it.

use super::board::{self, CACHOU, PARKING};
use super::event::{Step, VoteKind};
use super::types::{Character, CharacterSet, Options};
use crate::event::Ballots;
use crate::game::{DiceMode, Pos, SetupError};
use crate::rng::Generator;
use crate::secrets::SharedGame;
use crate::types::{LOCATIONS, Loc, LocSet, MAX_PLAYERS, MIN_PLAYERS, Seat, SeatSet};
use serde::{Deserialize, Serialize};

/// Everything needed to start a game. A field it does not have is refused (a save naming one
/// was not written by this Vigie).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// Number of players, 3 to 6, seated clockwise by seat number.
    pub players: u8,
    /// The oldest player: the first chief of security, who places first.
    pub oldest: Seat,
    /// Who rolls the dice.
    pub dice: DiceMode,
    /// The seed of Vigie's dice.
    pub seed: u64,
    /// The generator of Vigie's dice.
    pub generator: Generator,
    /// The table's options.
    #[serde(default)]
    pub options: Options,
    /// Which reading of the rules the game follows: 0, the first (a save written before the
    /// decisions added after the rules audit names none, and replays as it was played);
    /// [`REVISION`] for a new game. See [`Setup::audited`].
    #[serde(default)]
    pub revision: u8,
}

/// The reading of the rules a new game follows: 1 adds the decisions of the rules audit (a
/// forced move asked of a card holder, the second vote open to players out of the game unless
/// the table chooses otherwise, a moment for cards before each of the Parking's votes, the
/// chief's badge handed on when its holder loses every character).
pub const REVISION: u8 = 1;

impl Setup {
    /// A set-up with Vigie's dice and the default options.
    pub fn new(players: u8, oldest: Seat, seed: u64) -> Setup {
        Setup {
            players,
            oldest,
            dice: DiceMode::Vigie,
            seed,
            generator: Generator::CURRENT,
            options: Options::default(),
            revision: REVISION,
        }
    }

    /// True when the decisions added after the rules audit apply (every new game; not a game
    /// saved before them).
    pub fn audited(&self) -> bool {
        self.revision >= 1
    }

    /// True when players who have lost every character vote in the second vote of a tie (the
    /// decision; not with the table's option, nor in a game saved before the decision).
    pub fn out_players_vote_again(&self) -> bool {
        self.audited() && !self.options.second_vote_survivors_only
    }

    pub(crate) fn check(&self) -> Result<(), SetupError> {
        if !(MIN_PLAYERS as u8..=MAX_PLAYERS as u8).contains(&self.players) {
            return Err(SetupError::PlayerCount(self.players));
        }
        if self.oldest.index() >= usize::from(self.players) {
            return Err(SetupError::NoSuchSeat(self.oldest));
        }
        Ok(())
    }
}

/// A vote in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Vote {
    pub(crate) kind: VoteKind,
    /// Threats played by each player for this vote (every vote of a Parking attack).
    pub(crate) threats: [u8; MAX_PLAYERS],
    /// Hardware played in this attack.
    pub(crate) hardware: u8,
    /// Characters taken so far in this attack (the Parking's zombies take one each).
    pub(crate) taken: u8,
    /// A card played in this moment changed the attack (a weapon, Hardware, a Hiding place):
    /// the comparison is said again.
    pub(crate) changed: bool,
    pub(crate) step: VoteStep,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum VoteStep {
    /// Cards may be played; `Continue` ends it (before the truck's and the chief's ballots; the
    /// moment for cards of an attack, and before each further vote of the Parking's).
    Discussion,
    /// Secret ballots; `tied` is empty for a first vote, the tied players in a second vote.
    Ballots { tied: SeatSet, ballots: Ballots },
    /// The chief settles a second vote still tied.
    Tie { tied: SeatSet },
    /// The chosen player picks which character is lost.
    Victim { player: Seat },
}

/// What the game waits for (the stages every ruleset shares, and Mall of Horror's own).
pub(crate) type Stage = crate::stage::SharedStage<Vote, OwnStage>;

/// What a game of Mall of Horror alone waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum OwnStage {
    /// Security cameras may be played.
    CameraWindow,
}

/// A whole game of Mall of Horror: a plain value, cheap to copy for undo and to compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    pub(crate) setup: Setup,
    pub(crate) pos: [[Pos; 4]; MAX_PLAYERS],
    pub(crate) hands: [u8; MAX_PLAYERS],
    pub(crate) hidden: [CharacterSet; MAX_PLAYERS],
    pub(crate) zombies: [u8; LOCATIONS],
    /// What every ruleset's game holds alike: the players and the dice mode, Vigie's dice, where
    /// the game stands (`stage`), the deck, the closed locations, this round's dice under the box
    /// and who has seen them, the destinations.
    pub(crate) shared: SharedGame<Stage>,
    pub(crate) chief: Seat,
    /// The chief was not elected this round: may not look at the dice.
    pub(crate) blind: bool,
    /// The chief was elected this round: says their destination first, aloud.
    pub(crate) elected: bool,
    pub(crate) round: u16,
    pub(crate) step: Option<Step>,
    pub(crate) ended: Option<super::event::EndReason>,
}

impl Game {
    /// The set-up this game started from.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// Number of players.
    pub fn players(&self) -> u8 {
        self.setup.players
    }

    /// Every seat, clockwise from seat 0.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + use<> {
        Seat::all(self.setup.players)
    }

    /// Characters per player: 4 with 3 players (the Little girl plays), 3 otherwise.
    pub fn group_size(&self) -> u8 {
        if self.setup.players == 3 { 4 } else { 3 }
    }

    /// The current round (0 during the set-up).
    pub fn round(&self) -> u16 {
        self.round
    }

    /// The current step, if a round is under way (none at the set-up and once the game is over).
    pub fn step(&self) -> Option<Step> {
        self.step
    }

    /// The chief of security.
    pub fn chief(&self) -> Seat {
        self.chief
    }

    /// True when the chief was not elected this round and may not look at the dice.
    pub fn chief_is_blind(&self) -> bool {
        self.blind
    }

    /// Cards left in the deck.
    pub fn deck(&self) -> u8 {
        self.shared.deck
    }

    /// Cards in a player's hand (the engine counts them; their kinds stay in the hand).
    pub fn hand(&self, s: Seat) -> u8 {
        self.hands[s.index()]
    }

    /// Zombies at a location.
    pub fn zombies(&self, l: Loc) -> u8 {
        self.zombies[l.index()]
    }

    /// True when the location is closed.
    pub fn is_closed(&self, l: Loc) -> bool {
        self.shared.closed.contains(l)
    }

    /// Characters a location holds (`None`: any number).
    pub fn capacity(&self, l: Loc) -> Option<u8> {
        board::capacity(l)
    }

    /// True when a character could come in: open, and not full.
    pub fn has_room(&self, l: Loc) -> bool {
        !self.is_closed(l) && self.capacity(l).is_none_or(|c| self.count_at(l) < c)
    }

    /// Where a character is.
    pub fn position(&self, s: Seat, c: Character) -> Pos {
        self.pos[s.index()][c.index()]
    }

    /// Where a character is, when it is on the board.
    pub fn location_of(&self, s: Seat, c: Character) -> Option<Loc> {
        match self.position(s, c) {
            Pos::At(l) => Some(l),
            _ => None,
        }
    }

    /// True when the character is hidden this round.
    pub fn is_hidden(&self, s: Seat, c: Character) -> bool {
        self.hidden[s.index()].contains(c)
    }

    /// A player's characters on the board.
    pub fn alive(&self, s: Seat) -> CharacterSet {
        Character::ALL.into_iter().filter(|c| matches!(self.position(s, *c), Pos::At(_))).collect()
    }

    /// A player's characters not yet placed.
    pub fn unplaced(&self, s: Seat) -> CharacterSet {
        Character::ALL.into_iter().filter(|c| self.position(s, *c) == Pos::Unplaced).collect()
    }

    /// Characters on the board, all players together.
    pub fn survivors_total(&self) -> u8 {
        self.seats().map(|s| self.alive(s).len() as u8).sum()
    }

    /// Players who still have characters.
    pub fn survivors(&self) -> SeatSet {
        self.seats().filter(|s| !self.alive(*s).is_empty()).collect()
    }

    /// A player's characters at a location.
    pub fn characters_at(&self, s: Seat, l: Loc) -> CharacterSet {
        Character::ALL.into_iter().filter(|c| self.position(s, *c) == Pos::At(l)).collect()
    }

    /// Characters at a location, by seat then character.
    pub fn at(&self, l: Loc) -> impl Iterator<Item = (Seat, Character)> + '_ {
        self.seats().flat_map(move |s| self.characters_at(s, l).iter().map(move |c| (s, c)))
    }

    /// Number of characters at a location.
    pub fn count_at(&self, l: Loc) -> u8 {
        let target = Pos::At(l);
        self.pos[..usize::from(self.setup.players)].iter().flatten().filter(|p| **p == target).count() as u8
    }

    /// Pin-ups at a location.
    pub fn pin_ups_at(&self, l: Loc) -> u8 {
        self.seats().filter(|s| self.position(*s, Character::PinUp) == Pos::At(l)).count() as u8
    }

    /// The defence of a location: the strength of the characters there (hidden ones included,
    /// unless the table's option takes them out).
    pub fn defence(&self, l: Loc) -> u8 {
        self.at(l)
            .filter(|(s, c)| !(self.setup.options.hidden_leaves_defence && self.is_hidden(*s, *c)))
            .map(|(_, c)| c.strength())
            .sum()
    }

    /// Players with a character at a location.
    pub fn present(&self, l: Loc) -> SeatSet {
        self.seats().filter(|s| !self.characters_at(*s, l).is_empty()).collect()
    }

    /// Players with a character at a location that is not hidden: who votes there, who can be
    /// chosen.
    pub fn visible(&self, l: Loc) -> SeatSet {
        self.seats().filter(|s| !self.visible_at(*s, l).is_empty()).collect()
    }

    /// A player's characters at a location that are not hidden.
    pub fn visible_at(&self, s: Seat, l: Loc) -> CharacterSet {
        self.characters_at(s, l).iter().filter(|c| !self.is_hidden(s, *c)).collect()
    }

    /// A player's own votes at a location (hidden characters give none), without Threats.
    pub fn votes_at(&self, s: Seat, l: Loc) -> u8 {
        self.visible_at(s, l).iter().map(Character::votes).sum()
    }

    /// The locations open all game: the Cachou is closed with 3 or 4 players unless the table
    /// opens it.
    pub(crate) fn closed_at_start(setup: &Setup) -> LocSet {
        let mut closed = LocSet::EMPTY;
        if setup.players <= 4 && !setup.options.cachou_open {
            closed.insert(CACHOU);
        }
        closed
    }

    /// Where a player's character would go if they moved it now: their destination, or the
    /// Parking when it is full or closed.
    pub(crate) fn landing(&self, wanted: Loc) -> Loc {
        if self.has_room(wanted) { wanted } else { PARKING }
    }

    /// This round's destinations chosen so far, secret ones included.
    pub(crate) fn destination(&self, s: Seat) -> Option<Loc> {
        self.shared.destinations[s.index()]
    }

    /// Who has looked (or may look) at this round's dice.
    pub fn dice_seen(&self) -> SeatSet {
        self.shared.dice_seen
    }

    /// True once the game is over.
    pub fn is_finished(&self) -> bool {
        matches!(self.shared.stage, Stage::Finished)
    }

    /// Why the game ended, once it has.
    pub fn end_reason(&self) -> Option<super::event::EndReason> {
        self.ended
    }

    /// Each player's points if the game ended now: their surviving characters'.
    pub fn scores(&self) -> [u8; MAX_PLAYERS] {
        let mut out = [0; MAX_PLAYERS];
        for s in self.seats() {
            out[s.index()] = self.alive(s).iter().map(Character::points).sum();
        }
        out
    }

    /// The winners if the game ended now: among players with survivors, the best score; a tie
    /// goes to the most cards in hand; still tied, the victory is shared. Nobody wins when
    /// nobody survives.
    pub fn winners(&self) -> SeatSet {
        let scores = self.scores();
        let survivors = self.survivors();
        let Some(best) = survivors.iter().map(|s| scores[s.index()]).max() else {
            return SeatSet::EMPTY;
        };
        let top: SeatSet = survivors.iter().filter(|s| scores[s.index()] == best).collect();
        let most = top.iter().map(|s| self.hand(s)).max().unwrap_or(0);
        top.iter().filter(|s| self.hand(*s) == most).collect()
    }

    pub(crate) fn check_seat(&self, s: Seat) -> Result<(), super::RuleError> {
        Ok(self.shared.seated(s)?)
    }

    /// The first seat clockwise from `from` (included when `include`) whose player is in `set`.
    pub(crate) fn next_in(&self, from: Seat, include: bool, set: SeatSet) -> Option<Seat> {
        let n = self.setup.players;
        let mut s = if include { from } else { from.next(n) };
        for _ in 0..n {
            if set.contains(s) {
                return Some(s);
            }
            s = s.next(n);
        }
        None
    }
}

impl crate::rules::Rules for Game {
    type Setup = Setup;
    type Command = super::command::Command;
    type Kind = super::event::EventKind;
    type Pending = super::pending::Pending;
    type View = super::view::SeatView;
    type Error = super::command::RuleError;

    const NAME: &'static str = "mall-of-horror";

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
