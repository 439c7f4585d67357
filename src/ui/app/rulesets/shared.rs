//! The items and phone options of the decisions every ruleset shares (the ballots, the truck's
//! share, the secret destinations), written once for the rulesets whose pending decisions and
//! commands are the engine's shared ones ([`SharedPending`], [`SharedCommand`]).

use super::super::*;
use super::AtTable;
use crate::engine::{Rules, SharedCommand, SharedPending};

/// The items of a ballot (each confirmed) or of the truck's share; `None` for any other decision.
pub(super) fn items<R, V, PS, O, C: Copy, P: Copy, OC: Copy>(app: &App, g: &R) -> Option<Vec<Item<Choice>>>
where
    R: AtTable + Rules<Pending = SharedPending<V, PS, O>, Command = SharedCommand<C, P, OC>>,
{
    let mut items: Vec<Item<Choice>> = Vec::new();
    match g.pending() {
        SharedPending::Ballots { candidates, .. } => {
            if let Some(voter) = app.chooser() {
                for c in candidates.iter() {
                    let cmd = SharedCommand::Ballot { voter, candidate: c };
                    if g.is_legal(cmd) {
                        let q = app.ta(Id::UiConfirmBallot, &[("voter", app.name(voter)), ("candidate", app.name(c))]);
                        items.push(Item::new(app.name(c), Choice::confirm::<R>(cmd, q)));
                    }
                }
            }
        }
        SharedPending::TruckShare { player, .. } => {
            for to in Seat::all(g.players()) {
                let cmd = SharedCommand::Give { to };
                if g.is_legal(cmd) {
                    let label =
                        if to == player { app.t(Id::UiKeep) } else { app.ta(Id::UiGive, &[("player", app.name(to))]) };
                    items.push(Item::new(label, Choice::decide::<R>(cmd)));
                }
            }
        }
        _ => return None,
    }
    Some(items)
}

/// The ballot or destination `seat`'s phone is asked now, each option with its words
/// (`place`: a destination's, in the ruleset's words).
pub(super) fn phone_options<R, V, PS, O, C: Copy, P: Copy, OC: Copy>(
    app: &App,
    g: &R,
    seat: Seat,
    place: impl Fn(Loc) -> String,
) -> Vec<(R::Command, String)>
where
    R: Rules<Pending = SharedPending<V, PS, O>, Command = SharedCommand<C, P, OC>>,
{
    let pending = g.pending();
    let options: Vec<(R::Command, String)> = match pending {
        SharedPending::Ballots { candidates, .. } => {
            candidates.iter().map(|c| (SharedCommand::Ballot { voter: seat, candidate: c }, app.name(c))).collect()
        }
        SharedPending::SecretDestinations { .. } => pending
            .secret_choices(seat)
            .iter()
            .map(|l| (SharedCommand::Destination { player: seat, location: l }, place(l)))
            .collect(),
        _ => Vec::new(),
    };
    options.into_iter().filter(|(cmd, _)| g.is_legal(*cmd)).collect()
}
