//! Message ids: one variant per message of the locales, generated at build time from
//! `locales/en`, so that naming a message that does not exist fails to build.

include!(concat!(env!("OUT_DIR"), "/ids.rs"));

impl std::fmt::Display for Id {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}
