//! A menu as blind users expect it: arrows move and wrap, Home and End, a letter or a digit
//! jumps, and each move says the item with its position.

/// One item: the words said and shown, the value it stands for, the key that jumps to it.
#[derive(Clone, Debug, PartialEq)]
pub struct Item<T> {
    pub label: String,
    pub value: T,
    /// A digit or a lower-case letter; by default the first letter or digit of the label's
    /// first word that is not an article.
    pub jump: Option<char>,
}

/// Words a label may start with that no one thinks of it by: "the Cachou" is reached with C,
/// "le Bloqueur" with B, "l'Aide" with A (English and French).
const ARTICLES: [&str; 12] = ["the", "a", "an", "le", "la", "les", "l'", "l’", "un", "une", "des", "du"];

/// The key a label is reached by: the first letter or digit of its first word that is not an
/// article (the article's own letter when it is the label's only word).
fn jump_key(label: &str) -> Option<char> {
    let first = |text: &str| text.chars().find(|c| c.is_alphanumeric()).map(fold);
    let trimmed = label.trim_start();
    let lower = trimmed.to_lowercase();
    for article in ARTICLES {
        let elided = article.ends_with('\'') || article.ends_with('’');
        if let Some(rest) = lower.strip_prefix(article)
            && (elided || rest.starts_with(' '))
            && let Some(key) = first(rest)
        {
            return Some(key);
        }
    }
    first(trimmed)
}

impl<T> Item<T> {
    /// An item that jumps by the first letter or digit of its label, its article left aside.
    pub fn new(label: impl Into<String>, value: T) -> Item<T> {
        let label = label.into();
        let jump = jump_key(&label);
        Item { label, value, jump }
    }

    /// An item reached by a digit (a location by its number, a die face).
    pub fn numbered(label: impl Into<String>, value: T, digit: u8) -> Item<T> {
        Item { label: label.into(), value, jump: char::from_digit(u32::from(digit), 10) }
    }
}

/// The jump letter of a character: lower case, accents removed (é is reached with e).
fn fold(c: char) -> char {
    let c = c.to_lowercase().next().unwrap_or(c);
    match c {
        'à' | 'â' | 'ä' => 'a',
        'é' | 'è' | 'ê' | 'ë' => 'e',
        'î' | 'ï' => 'i',
        'ô' | 'ö' => 'o',
        'ù' | 'û' | 'ü' => 'u',
        'ç' => 'c',
        other => other,
    }
}

/// A list of items with one in focus.
#[derive(Clone, Debug, PartialEq)]
pub struct Menu<T> {
    items: Vec<Item<T>>,
    focus: usize,
}

impl<T> Menu<T> {
    /// A menu with the focus on the first item.
    pub fn new(items: Vec<Item<T>>) -> Menu<T> {
        Menu { items, focus: 0 }
    }

    pub fn items(&self) -> &[Item<T>] {
        &self.items
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// The position of the item in focus, from 0.
    pub fn focus(&self) -> usize {
        self.focus
    }

    /// Puts the focus on item `i` (ignored if there is no such item).
    pub fn set_focus(&mut self, i: usize) {
        if i < self.items.len() {
            self.focus = i;
        }
    }

    pub fn focused(&self) -> Option<&Item<T>> {
        self.items.get(self.focus)
    }

    /// The next item, wrapping to the first.
    pub fn down(&mut self) {
        if !self.items.is_empty() {
            self.focus = (self.focus + 1) % self.items.len();
        }
    }

    /// The previous item, wrapping to the last.
    pub fn up(&mut self) {
        if !self.items.is_empty() {
            self.focus = (self.focus + self.items.len() - 1) % self.items.len();
        }
    }

    pub fn first(&mut self) {
        self.focus = 0;
    }

    pub fn last(&mut self) {
        self.focus = self.items.len().saturating_sub(1);
    }

    /// Jumps to the next item whose jump key is `c`, after the focus and wrapping (pressing a
    /// letter again goes through the items that start with it). A digit that no item claims
    /// goes to the item with that position. False when nothing matches.
    pub fn jump(&mut self, c: char) -> bool {
        let c = fold(c);
        let n = self.items.len();
        if let Some(i) = (1..=n).map(|k| (self.focus + k) % n).find(|&i| self.items[i].jump == Some(c)) {
            self.focus = i;
            return true;
        }
        match c.to_digit(10) {
            Some(d)
                if d >= 1
                    && (d as usize) <= n
                    && !self.items.iter().any(|it| it.jump.is_some_and(|j| j.is_ascii_digit())) =>
            {
                self.focus = d as usize - 1;
                true
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_article_is_left_aside_for_the_jump_letter() {
        assert_eq!(jump_key("la Menace"), Some('m'));
        assert_eq!(jump_key("Le parking"), Some('p'));
        assert_eq!(jump_key("Les toilettes"), Some('t'));
        assert_eq!(jump_key("l'Aide"), Some('a'));
        assert_eq!(jump_key("L’Écran"), Some('e'));
        assert_eq!(jump_key("The Cachou"), Some('c'));
        assert_eq!(jump_key("A headset passed around"), Some('h'));
        // Not an article: a word that starts with one, or the label's only word.
        assert_eq!(jump_key("Leave Vigie"), Some('l'));
        assert_eq!(jump_key("Theatre"), Some('t'));
        assert_eq!(jump_key("The"), Some('t'));
        assert_eq!(jump_key("Language: English"), Some('l'));
        assert_eq!(jump_key("Une"), Some('u'));
    }

    fn menu(labels: &[&str]) -> Menu<usize> {
        Menu::new(labels.iter().enumerate().map(|(i, l)| Item::new(*l, i)).collect())
    }

    #[test]
    fn arrows_wrap_and_home_end_reach_the_ends() {
        let mut m = menu(&["Red", "Blue", "Green"]);
        m.up();
        assert_eq!(m.focus(), 2);
        m.down();
        assert_eq!(m.focus(), 0);
        m.last();
        assert_eq!(m.focus(), 2);
        m.first();
        assert_eq!(m.focus(), 0);
    }

    #[test]
    fn a_letter_cycles_through_the_items_it_starts() {
        let mut m = menu(&["Red", "Blue", "Rose", "Élodie"]);
        assert!(m.jump('r'));
        assert_eq!(m.focus(), 2);
        assert!(m.jump('R'));
        assert_eq!(m.focus(), 0);
        assert!(m.jump('e'));
        assert_eq!(m.focus(), 3);
        assert!(!m.jump('z'));
        assert_eq!(m.focus(), 3);
    }

    #[test]
    fn digits_go_to_numbered_items_or_else_to_a_position() {
        let mut m: Menu<u8> = Menu::new(vec![Item::numbered("Location 2", 2, 2), Item::numbered("Location 6", 6, 6)]);
        assert!(m.jump('6'));
        assert_eq!(m.focus(), 1);
        assert!(!m.jump('1'), "no location 1 here, and digits are taken by locations");
        let mut m = menu(&["Three", "Four", "Five"]);
        assert!(m.jump('2'));
        assert_eq!(m.focus(), 1);
        assert!(!m.jump('7'));
    }

    #[test]
    fn an_empty_menu_does_not_panic() {
        let mut m = menu(&[]);
        m.up();
        m.down();
        m.last();
        assert!(!m.jump('a'));
        assert!(m.focused().is_none());
    }
}
