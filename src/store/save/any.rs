//! A save of any ruleset: its ruleset's name read first, then its [`Loader`] (one line a
//! shipped ruleset in [`SHIPPED`]), giving an [`AnySaved`] whose game is a [`Played`].

use super::{Saveable, Saved, TableOptions};
use crate::engine::{Game, Played, Rules, Ruleset, mall};
use crate::store::StoreError;
use serde::de::{DeserializeSeed, MapAccess, Visitor};

/// The rulesets whose saves [`load_any`](super::load_any) reads: one line a ruleset.
pub const SHIPPED: &[Loader] = &[Loader::of::<Game>(), Loader::of::<mall::Game>()];

/// How the saves of one ruleset are read and written, its rules out of sight.
#[derive(Clone, Copy)]
pub struct Loader {
    name: &'static str,
    read: fn(&str) -> Result<AnySaved, StoreError>,
    write: fn(&AnySaved) -> Option<String>,
}

impl Loader {
    /// The loader of the saves of the rules `R`.
    pub const fn of<R: Saveable>() -> Loader {
        Loader {
            name: R::NAME,
            read: |text| Saved::<R>::read(text).map(AnySaved::from),
            write: |saved| saved.saved::<R>().map(|s| s.to_json()),
        }
    }

    /// The name of its rules, as its saves give it.
    pub fn name(&self) -> &'static str {
        self.name
    }
}

impl std::fmt::Debug for Loader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Loader").field(&self.name).finish()
    }
}

/// A checked save of any ruleset: its game with its past behind the trait ([`Played`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnySaved {
    pub names: Vec<String>,
    pub played: Played,
    pub table: TableOptions,
}

impl AnySaved {
    /// Reads and checks a save of any shipped ruleset from JSON text.
    pub fn from_json(text: &str) -> Result<AnySaved, StoreError> {
        AnySaved::from_json_with(text, SHIPPED)
    }

    /// Reads and checks a save of any of these rulesets from JSON text.
    pub fn from_json_with(text: &str, loaders: &[Loader]) -> Result<AnySaved, StoreError> {
        let names: Vec<&'static str> = loaders.iter().map(Loader::name).collect();
        let name = ruleset_of(text, &names)?;
        let loader = loaders.iter().find(|l| l.name == name).ok_or_else(|| StoreError::OtherRuleset(name.into()))?;
        (loader.read)(text)
    }

    /// The save as JSON text, when one of these loaders is its ruleset's.
    pub fn to_json_with(&self, loaders: &[Loader]) -> Option<String> {
        loaders.iter().find(|l| l.name == self.name()).and_then(|l| (l.write)(self))
    }

    /// The name of the rules the saved game follows ([`Rules::NAME`]).
    pub fn name(&self) -> &'static str {
        self.played.name()
    }

    /// The shipped ruleset the saved game follows, if it is one.
    pub fn ruleset(&self) -> Option<Ruleset> {
        self.played.ruleset()
    }

    /// The save, when its game follows the rules `R`.
    pub fn saved<R: Rules>(&self) -> Option<Saved<R>> {
        let history = self.played.record::<R>()?.clone();
        Some(Saved { names: self.names.clone(), history, table: self.table.clone() })
    }
}

impl<R: Rules> From<Saved<R>> for AnySaved {
    fn from(s: Saved<R>) -> AnySaved {
        AnySaved { names: s.names, played: Played::new(s.history), table: s.table }
    }
}

/// The ruleset a save names (Lockdown's when it names none), among `names`; any other is refused
/// as serde refuses a name out of a list, at its place in the text.
pub(super) fn ruleset_of(text: &str, names: &[&'static str]) -> Result<&'static str, StoreError> {
    /// The save's fields: the ruleset's name, checked; the others skipped.
    struct Head<'a>(&'a [&'static str]);
    /// The ruleset's name, one of a list.
    struct Name<'a>(&'a [&'static str]);
    impl<'de> DeserializeSeed<'de> for Head<'_> {
        type Value = Option<&'static str>;
        fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
            d.deserialize_map(self)
        }
    }
    impl<'de> Visitor<'de> for Head<'_> {
        type Value = Option<&'static str>;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("a save")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let mut found = None;
            while let Some(key) = map.next_key::<String>()? {
                if key == "ruleset" {
                    found = Some(map.next_value_seed(Name(self.0))?);
                } else {
                    map.next_value::<serde::de::IgnoredAny>()?;
                }
            }
            Ok(found)
        }
    }
    impl<'de> DeserializeSeed<'de> for Name<'_> {
        type Value = &'static str;
        fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
            d.deserialize_str(self)
        }
    }
    impl<'de> Visitor<'de> for Name<'_> {
        type Value = &'static str;
        fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
            f.write_str("the name of a ruleset")
        }
        fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<&'static str, E> {
            self.0.iter().copied().find(|n| *n == name).ok_or_else(|| {
                // As serde words a name out of a list.
                let quoted: Vec<String> = self.0.iter().map(|n| format!("`{n}`")).collect();
                let expected = match quoted.as_slice() {
                    [] => "no variant".to_owned(),
                    [one] => one.clone(),
                    [a, b] => format!("{a} or {b}"),
                    all => format!("one of {}", all.join(", ")),
                };
                E::custom(format_args!("unknown variant `{name}`, expected {expected}"))
            })
        }
    }
    let mut de = serde_json::Deserializer::from_str(text);
    Head(names)
        .deserialize(&mut de)
        .and_then(|found| de.end().map(|()| found))
        .map(|found| found.unwrap_or_else(|| Ruleset::default().name()))
        .map_err(|e| StoreError::Syntax(e.to_string()))
}
