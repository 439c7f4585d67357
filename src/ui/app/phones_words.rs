//! The phone page's words, from the locales: in the table's language, and in each language for
//! the pages that chose their own.

use crate::announce::Announcer;
use crate::phone::PageWords;
use crate::vocab::{Id, Lang};
use fluent_bundle::FluentArgs;

/// The page's words for players named `names` (by seat), in a game of `ruleset` (its turns or
/// rounds).
pub fn page_words(an: &Announcer, names: &[String], ruleset: crate::engine::Ruleset) -> PageWords {
    page_words_in(an, names, super::rulesets::shipped(ruleset.name()).selector())
}

/// The page's words in a game whose locales' `game` selector is `selector`.
pub(super) fn page_words_in(an: &Announcer, names: &[String], selector: &'static str) -> PageWords {
    let mut game = FluentArgs::new();
    game.set("game", selector);
    let t = |id| an.text(id, Some(&game));
    let seat_titles = names
        .iter()
        .map(|name| {
            let mut a = FluentArgs::new();
            a.set("name", name.clone());
            an.text(Id::PhonePageSeatTitle, Some(&a))
        })
        .collect();
    PageWords {
        lang: an.lang().code().to_owned(),
        title: t(Id::PhonePageTitle),
        seat_titles,
        seat_names: names.to_vec(),
        join_heading: t(Id::PhonePageJoinHeading),
        code_label: t(Id::PhonePageCodeLabel),
        code_button: t(Id::PhonePageCodeButton),
        seat_question: t(Id::PhonePageSeatQuestion),
        seat_taken_mark: t(Id::PhonePageSeatTakenMark),
        connecting: t(Id::PhonePageConnecting),
        connected: t(Id::PhonePageConnected),
        disconnected: t(Id::PhonePageDisconnected),
        wrong_code: t(Id::PhonePageWrongCode),
        wrong_key: t(Id::PhonePageWrongKey),
        seat_taken: t(Id::PhonePageSeatTaken),
        no_seat: t(Id::PhonePageNoSeat),
        bad_token: t(Id::PhonePageBadToken),
        too_many: t(Id::PhonePageTooMany),
        code_locked: t(Id::PhonePageCodeLocked),
        moved: t(Id::PhonePageMoved),
        replaced: t(Id::PhonePageReplaced),
        superseded: t(Id::PhonePageSuperseded),
        secrets_heading: t(Id::PhonePageSecretsHeading),
        no_secret: t(Id::PhonePageNoSecret),
        secrets_count: t(Id::PhonePageSecretsCount),
        confirm: t(Id::PhonePageConfirm),
        choose_first: t(Id::PhonePageChooseFirst),
        choice_sent: t(Id::PhonePageChoiceSent),
        choice_stale: t(Id::PhonePageChoiceStale),
        now_heading: t(Id::PhonePageNowHeading),
        your_turn: t(Id::PhonePageYourTurn),
        news_heading: t(Id::PhonePageNewsHeading),
        no_news: t(Id::PhonePageNoNews),
        news_missed: t(Id::PhonePageNewsMissed),
        news_turn: t(Id::PhonePageNewsTurn),
        news_private: t(Id::PhonePageNewsPrivate),
        newest_first: t(Id::PhonePageNewestFirst),
        speak_label: t(Id::PhonePageSpeak),
        vibrate_label: t(Id::PhonePageVibrate),
        settings_heading: t(Id::PhonePageSettings),
        reviews_heading: t(Id::PhonePageReviewsHeading),
        review_no_game: t(Id::PhonePageReviewNoGame),
        review_history: t(Id::PhonePageReviewHistory),
        review_location_label: t(Id::PhonePageReviewLocationLabel),
        review_location: t(Id::PhonePageReviewLocation),
        review_families: t(Id::PhonePageReviewFamilies),
        review_cold_storage: t(Id::PhonePageReviewColdStorage),
        review_tokens: t(Id::PhonePageReviewTokens),
        review_supplies: t(Id::PhonePageReviewSupplies),
        review_turn: t(Id::PhonePageReviewTurn),
        review_score: t(Id::PhonePageReviewScore),
        review_answer: t(Id::PhonePageReviewAnswer),
        review_unknown: t(Id::PhonePageReviewUnknown),
        review_no_location: t(Id::PhonePageReviewNoLocation),
        review_too_many: t(Id::PhonePageReviewTooMany),
        lang_label: t(Id::PhonePageLang),
        lang_names: Lang::ALL.iter().map(|l| (l.code().to_owned(), an.text_in(*l, Id::UiLangName))).collect(),
        bad_lang: t(Id::PhonePageBadLang),
    }
}

/// The page's words in every language Vigie speaks, for the pages that chose their own: the
/// players named by a colour (`colours`, by seat) called by it in each language.
pub(super) fn page_words_all(an: &Announcer, colours: &[Option<u8>], selector: &'static str) -> Vec<PageWords> {
    Lang::ALL
        .iter()
        .map(|l| {
            let twin = super::setup::announcer_in(an, *l, colours);
            page_words_in(&twin, twin.names(), selector)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_word_of_the_page_is_filled_in_both_languages() {
        let names = vec!["Red".to_owned(), "Léa".to_owned()];
        let mut seen = Vec::new();
        for lang in Lang::ALL {
            let an = Announcer::new(lang, names.clone()).unwrap();
            let w = page_words(&an, &names, crate::engine::Ruleset::Lockdown);
            assert_eq!(w.lang, lang.code());
            let value = serde_json::to_value(&w).unwrap();
            for (field, text) in value.as_object().unwrap() {
                match text {
                    serde_json::Value::String(s) => {
                        assert!(!s.is_empty() && !s.starts_with("phone-page"), "{lang:?} {field}: {s:?}")
                    }
                    serde_json::Value::Array(titles) => assert_eq!(titles.len(), 2, "{field}"),
                    other => panic!("{field}: {other}"),
                }
            }
            assert!(w.seat_titles[1].contains("Léa"), "{:?}", w.seat_titles);
            // The languages, each by its code and in its own words, whatever the page's.
            assert_eq!(
                w.lang_names,
                [("en".to_owned(), "English".to_owned()), ("fr".to_owned(), "Français".to_owned())]
            );
            seen.push(w.confirm);
        }
        assert_ne!(seen[0], seen[1], "the two languages give the same words");
    }
}
