//! How a message spells the words around its arguments (French elision and contractions), in
//! the locale itself: nothing here rewrites a sentence once it is made.
//!
//! - A word Vigie owns (a character, a location) comes as a [`Word`] that carries the forms its
//!   locale writes for it: `role-blocker = le Bloqueur` with `.de = du Bloqueur`. A message asks
//!   for a form with a function: `la pose { DE($role) }` says "la pose du Bloqueur", and
//!   `va { A($place) }` says "va au parking".
//! - A player's name is free text, so its forms cannot be written in a locale: a message selects
//!   on how the name begins, `{ INITIAL($player) -> [vowel] d'{ $player } *[other] de { $player } }`,
//!   and spells both forms itself. The announcer computes nothing for it: "Les" stays "Les".

use fluent_bundle::types::FluentType;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::borrow::Cow;

/// A word of the locale with the forms the locale gives it (its attributes: `.de`).
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Word {
    /// The word as said alone ("le Bloqueur").
    pub text: String,
    /// The word after "de", where the locale writes it ("du Bloqueur").
    pub de: Option<String>,
    /// The word after "à", where the locale writes it ("au parking").
    pub a: Option<String>,
}

impl FluentType for Word {
    fn duplicate(&self) -> Box<dyn FluentType + Send> {
        Box::new(self.clone())
    }

    fn as_string(&self, _: &intl_memoizer::IntlLangMemoizer) -> Cow<'static, str> {
        self.text.clone().into()
    }

    fn as_string_threadsafe(&self, _: &intl_memoizer::concurrent::IntlLangMemoizer) -> Cow<'static, str> {
        self.text.clone().into()
    }
}

/// The letters a name may begin with that make French elide ("d'Anne", "qu'Éloïse"). A name
/// beginning with "h" is not elided: Vigie cannot tell a silent h from a sounded one.
const VOWELS: &str = "aeiouàâäéèêëîïôöùûüAEIOUÀÂÄÉÈÊËÎÏÔÖÙÛÜ";

/// `INITIAL($name)`: "vowel" when the text begins with a vowel, "other" otherwise, for a message
/// to select the form of the word before it.
fn initial<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    let starts_with_vowel = |s: &str| s.chars().next().is_some_and(|c| VOWELS.contains(c));
    match positional.first() {
        Some(FluentValue::String(s)) if starts_with_vowel(s) => "vowel".into(),
        Some(FluentValue::Custom(c)) => match c.as_any().downcast_ref::<Word>() {
            Some(w) if starts_with_vowel(&w.text) => "vowel".into(),
            _ => "other".into(),
        },
        Some(_) => "other".into(),
        None => FluentValue::Error,
    }
}

/// `DE($word)`: the word after "de", as its locale writes it; an error for anything that is not
/// a [`Word`] with that form (a test then hears the broken message).
fn de<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::Custom(c)) => match c.as_any().downcast_ref::<Word>() {
            Some(Word { de: Some(form), .. }) => form.clone().into(),
            _ => FluentValue::Error,
        },
        _ => FluentValue::Error,
    }
}

/// `A($word)`: the word after "à", as its locale writes it ("au parking", "aux toilettes"); an
/// error for anything that is not a [`Word`] with that form.
fn a_form<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    match positional.first() {
        Some(FluentValue::Custom(c)) => match c.as_any().downcast_ref::<Word>() {
            Some(Word { a: Some(form), .. }) => form.clone().into(),
            _ => FluentValue::Error,
        },
        _ => FluentValue::Error,
    }
}

/// `CAP($word)`: the word with its first letter in capitals, for a sentence that begins with it
/// ("Le Leader est sur le lieu 4.").
fn cap<'a>(positional: &[FluentValue<'a>], _: &FluentArgs) -> FluentValue<'a> {
    let up = |s: &str| {
        let mut c = s.chars();
        c.next().map(|f| f.to_uppercase().chain(c).collect::<String>()).unwrap_or_default()
    };
    match positional.first() {
        Some(FluentValue::String(s)) => up(s).into(),
        Some(FluentValue::Custom(c)) => match c.as_any().downcast_ref::<Word>() {
            Some(w) => up(&w.text).into(),
            None => FluentValue::Error,
        },
        _ => FluentValue::Error,
    }
}

/// Registers the functions the locales may call.
pub(super) fn register(bundle: &mut FluentBundle<FluentResource>) -> Result<(), String> {
    bundle.add_function("INITIAL", initial).map_err(|e| format!("{e:?}"))?;
    bundle.add_function("DE", de).map_err(|e| format!("{e:?}"))?;
    bundle.add_function("A", a_form).map_err(|e| format!("{e:?}"))?;
    bundle.add_function("CAP", cap).map_err(|e| format!("{e:?}"))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_classed_by_its_first_letter_only() {
        let class = |s: &'static str| initial(&[FluentValue::from(s)], &FluentArgs::new());
        assert_eq!(class("Anne"), FluentValue::from("vowel"));
        assert_eq!(class("Éloïse"), FluentValue::from("vowel"));
        assert_eq!(class("Les"), FluentValue::from("other"));
        assert_eq!(class("Hugo"), FluentValue::from("other"));
        assert_eq!(class(""), FluentValue::from("other"));
    }
}
