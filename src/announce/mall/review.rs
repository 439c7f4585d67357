//! Reviews of a Mall of Horror board, asked for at any moment (a location, a player's group, the
//! chief, the deck, the round, the score), and what to do on the board after an undo.

use super::Mall;
use crate::announce::{Announcer, Voice};
use crate::engine::mall::{Character, Game};
use crate::engine::{Loc, Pos, Seat};
use crate::vocab::Id;
use fluent_bundle::FluentArgs;

/// What a player asks to review.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Review {
    Location(Loc),
    Group(Seat),
    /// Who is chief of security, and whether they may look at the dice.
    Tokens,
    /// Cards left in the deck (the dice under the box are never told here).
    Supplies,
    Turn,
    Score,
}

impl Mall<'_> {
    /// The round and step ("Round 2, step 4: where to go."), without what is asked.
    pub fn turn_words(&self, g: &Game) -> String {
        let mut a = FluentArgs::new();
        a.set("round", Announcer::num(g.round()));
        a.set("step", Announcer::num(g.step().map_or(0, |s| s.number())));
        a.set("over", if g.is_finished() { "yes" } else { "no" });
        match g.step() {
            Some(s) => a.set("name", self.an.text(super::step_id(s), None)),
            None => a.set("name", ""),
        }
        self.an.text(Id::MallReviewTurn, Some(&a))
    }

    /// The review, in words.
    pub fn review(&self, g: &Game, r: Review) -> String {
        let an = self.an;
        let mut a = FluentArgs::new();
        let num = Announcer::num;
        match r {
            Review::Location(l) => {
                a.set("place", self.place_arg(l));
                a.set("closed", if g.is_closed(l) { "yes" } else { "no" });
                let mut sentences = Vec::new();
                for s in g.seats() {
                    let here: Vec<String> = g
                        .characters_at(s, l)
                        .iter()
                        .map(|c| {
                            let word = self.character_word(c);
                            if g.is_hidden(s, c) {
                                let mut b = FluentArgs::new();
                                b.set("character", word);
                                an.text(Id::MallReviewHidden, Some(&b))
                            } else {
                                word
                            }
                        })
                        .collect();
                    if !here.is_empty() {
                        let mut b = FluentArgs::new();
                        b.set("player", an.name(s));
                        b.set("characters", an.list(&here));
                        sentences.push(an.text(Id::MallReviewOccupant, Some(&b)));
                    }
                }
                if sentences.is_empty() {
                    sentences.push(an.text(Id::ReviewNobody, None));
                }
                a.set("occupants", sentences.join(" "));
                a.set("zombies", num(g.zombies(l)));
                match g.capacity(l) {
                    None => a.set("free", "any"),
                    Some(cap) => a.set("free", num(cap.saturating_sub(g.count_at(l)))),
                }
                an.text(Id::MallReviewLocation, Some(&a))
            }
            Review::Group(s) => {
                let parts: Vec<String> = Character::ALL
                    .into_iter()
                    .filter_map(|c| {
                        let mut b = FluentArgs::new();
                        b.set("character", self.character_word(c));
                        match g.position(s, c) {
                            Pos::At(l) => {
                                b.set("place", self.place_arg(l));
                                Some(an.text(Id::MallReviewCharacterAt, Some(&b)))
                            }
                            Pos::Eaten => Some(an.text(Id::MallReviewCharacterLost, Some(&b))),
                            Pos::Absent | Pos::Unplaced => None,
                        }
                    })
                    .collect();
                a.set("player", an.name(s));
                a.set("where", an.list(&parts));
                a.set("cards", num(g.hand(s)));
                an.text(Id::MallReviewGroup, Some(&a))
            }
            Review::Tokens => {
                a.set("chief", an.name(g.chief()));
                a.set("blind", if g.chief_is_blind() && g.round() > 0 { "yes" } else { "no" });
                an.text(Id::MallReviewTokens, Some(&a))
            }
            Review::Supplies => {
                a.set("deck", num(g.deck()));
                an.text(Id::MallReviewSupplies, Some(&a))
            }
            Review::Turn => format!("{} {}", self.turn_words(g), self.prompt(&g.pending()).text),
            Review::Score => {
                let scores = g.scores();
                let winners = g.winners();
                a.set("scores", crate::announce::votes::scores(an, g.seats(), |s| scores[s.index()]));
                a.set("count", num(winners.len() as u8));
                a.set("winners", an.seats_words(winners));
                let said = an.text(Id::ReviewScore, Some(&a));
                // Winners picked among equal scores by the cards in hand: the reason is said.
                let best = winners.iter().next().map(|w| scores[w.index()]);
                let tied = g.survivors().iter().filter(|s| Some(scores[s.index()]) == best).count();
                if tied > winners.len() {
                    format!("{said} {}", an.text(Id::MallReviewScoreByCards, None))
                } else {
                    said
                }
            }
        }
    }

    /// What to do on the physical board to bring it from `now` back (or forward) to `then`:
    /// characters to put back or take off, hidden ones to lay down or stand up, zombies to add or
    /// take away, locations closed or open again, the chief's badge, cards in hands and in the
    /// deck. Said after an undo, so that the table's board follows the game.
    pub fn board_changes(&self, now: &Game, then: &Game) -> Vec<String> {
        let an = self.an;
        let num = Announcer::num;
        let mut out = Vec::new();
        for s in then.seats() {
            for c in Character::ALL {
                let (a, b) = (now.position(s, c), then.position(s, c));
                let mut args = FluentArgs::new();
                args.set("player", an.name(s));
                args.set("character", self.character_arg(c));
                if a != b {
                    let id = match b {
                        Pos::At(l) => {
                            args.set("place", self.place_arg(l));
                            Id::MallBoardCharacterBack
                        }
                        Pos::Unplaced | Pos::Eaten if matches!(a, Pos::At(_)) => Id::MallBoardCharacterOff,
                        _ => continue,
                    };
                    out.push(an.text(id, Some(&args)));
                }
                let (ha, hb) = (now.is_hidden(s, c), then.is_hidden(s, c));
                if ha != hb && matches!(b, Pos::At(_)) {
                    args.set("up", if hb { "no" } else { "yes" });
                    out.push(an.text(Id::MallBoardCharacterTurned, Some(&args)));
                }
            }
        }
        for l in Loc::all() {
            let (a, b) = (now.zombies(l), then.zombies(l));
            if a != b {
                let mut args = FluentArgs::new();
                args.set("place", self.place_arg(l));
                args.set("count", num(a.abs_diff(b)));
                args.set("more", if b > a { "yes" } else { "no" });
                out.push(an.text(Id::MallBoardZombies, Some(&args)));
            }
            if now.is_closed(l) != then.is_closed(l) {
                let mut args = FluentArgs::new();
                args.set("place", self.place_arg(l));
                args.set("closed", if then.is_closed(l) { "yes" } else { "no" });
                out.push(an.text(Id::MallBoardClosed, Some(&args)));
            }
        }
        if now.chief() != then.chief() {
            let mut args = FluentArgs::new();
            args.set("player", an.name(then.chief()));
            out.push(an.text(Id::MallBoardChief, Some(&args)));
        }
        for s in then.seats() {
            let (a, b) = (now.hand(s), then.hand(s));
            if a != b {
                let mut args = FluentArgs::new();
                args.set("player", an.name(s));
                args.set("count", num(a.abs_diff(b)));
                args.set("more", if b > a { "yes" } else { "no" });
                out.push(an.text(Id::BoardHand, Some(&args)));
            }
        }
        if now.deck() != then.deck() {
            // Cards drawn from the deck go back on it: those the players give back.
            let drawn = then.deck().saturating_sub(now.deck());
            let mut args = FluentArgs::new();
            args.set("count", num(then.deck()));
            args.set("drawn", num(drawn));
            args.set("boxed", num(0));
            out.push(an.text(Id::BoardDeck, Some(&args)));
        }
        out
    }
}
