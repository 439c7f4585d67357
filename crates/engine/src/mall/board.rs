//! The board's numbers of Mall of Horror: the mall's six locations, the characters' figures, the
//! deck and the dice. They are printed on the board and the cards and no table changes them, so
//! they are constants here (Lockdown's board, whose numbers a table checks, is a data file).

use crate::types::Loc;

const fn loc(number: u8) -> Loc {
    match Loc::new(number) {
        Some(l) => l,
        None => panic!("a location is numbered 1 to 6"),
    }
}

/// Location 1, the Restrooms: 3 characters.
pub const RESTROOMS: Loc = loc(1);
/// Location 2, the Cachou clothes shop: 4 characters; closed all game with 3 or 4 players
/// unless the table opens it ([`Options::cachou_open`](super::Options::cachou_open)).
pub const CACHOU: Loc = loc(2);
/// Location 3, Megatoys: 4 characters.
pub const MEGATOYS: Loc = loc(3);
/// Location 4, the Parking: any number of characters; the truck; never closes; each zombie
/// there attacks.
pub const PARKING: Loc = loc(4);
/// Location 5, Security HQ: 3 characters; the chief of security is elected there.
pub const SECURITY_HQ: Loc = loc(5);
/// Location 6, the Supermarket: 6 characters; attacked by 4 zombies whatever its defence.
pub const SUPERMARKET: Loc = loc(6);

/// Characters each location holds, by [`Loc::index`]; `None`: any number (the Parking).
pub const CAPACITY: [Option<u8>; 6] = [Some(3), Some(4), Some(4), None, Some(3), Some(6)];

/// Zombies that close a location with no character in it, when they arrive (not the Parking).
pub const CLOSING_ZOMBIES: u8 = 8;

/// Zombies that get into the Supermarket whatever its defence.
pub const SUPERMARKET_BREACH: u8 = 4;

/// Dice rolled for each character placed at the set-up.
pub const PLACEMENT_DICE: u8 = 2;

/// Zombie dice: at the set-up (in the open) and each round (under the box).
pub const ZOMBIE_DICE: u8 = 4;

/// Cards of each kind in the deck, by [`Card::index`](super::Card::index): 3 of each, 21.
pub const DECK: [u8; 7] = [3; 7];

/// Cards the truck's searcher draws (or what is left).
pub const TRUCK_DRAW: u8 = 3;

/// Survivors at or below which the game ends: 4, or 6 in a 6-player game.
pub const fn end_survivors(players: u8) -> u8 {
    if players >= 6 { 6 } else { 4 }
}

/// Characters' capacity of a location (`None`: the Parking holds any number).
pub fn capacity(l: Loc) -> Option<u8> {
    CAPACITY[l.index()]
}
