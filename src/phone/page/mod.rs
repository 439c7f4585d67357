//! The page, its script and its style, embedded in the binary; the page's words are placed in
//! it here.

use super::PageWords;

pub(super) const SCRIPT: &str = include_str!("app.js");
pub(super) const STYLE: &str = include_str!("style.css");
const PAGE: &str = include_str!("index.html");

/// Text made safe inside HTML, as content or as a quoted attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// JSON that cannot close its script element.
fn script_json(value: &serde_json::Value) -> String {
    value.to_string().replace('<', "\\u003c").replace('>', "\\u003e").replace('&', "\\u0026")
}

/// The page with its words (`words`, in the language it opens in): each `{{field}}` replaced by
/// that word, escaped, and the words whole for the script (as JSON that cannot close its script
/// element); beside them, the words in every language Vigie speaks (`all`; the table's language
/// is `table`), so that the joining form may be read in any of them before a seat is known. No
/// player's name: the page is served to anyone on the network ([`PageWords::public`]).
pub(super) fn render(words: &PageWords, all: &[PageWords], table: &str) -> String {
    let value = serde_json::to_value(words.public()).unwrap_or_default();
    let mut page = PAGE.to_owned();
    if let Some(fields) = value.as_object() {
        for (key, w) in fields {
            if let Some(text) = w.as_str() {
                page = page.replace(&format!("{{{{{key}}}}}"), &escape(text));
            }
        }
    }
    let every: Vec<PageWords> = all.iter().map(PageWords::public).collect();
    let langs = serde_json::json!({ "table": table, "words": every });
    page.replace("{{words_json}}", &script_json(&value)).replace("{{langs_json}}", &script_json(&langs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_placeholder_is_filled_and_words_are_escaped() {
        let words = PageWords {
            lang: "en".into(),
            title: "<Vigie> & \"you\"".into(),
            confirm: "</script><b>".into(),
            ..PageWords::default()
        };
        let french = PageWords { lang: "fr".into(), confirm: "</script><i>".into(), ..words.clone() };
        let page = render(&words, &[words.clone(), french], "en");
        assert!(!page.contains("{{"), "a placeholder is left");
        assert!(page.contains("&lt;Vigie&gt; &amp; &quot;you&quot;"));
        assert!(!page.contains("<Vigie>"));
        // Only the page's own three script elements close.
        assert_eq!(page.matches("</script>").count(), 3);
        assert!(page.contains(r#"<html lang="en">"#));
        assert!(page.contains(r#""table":"en""#) && page.contains(r#""lang":"fr""#));
    }

    #[test]
    fn the_page_served_before_a_seat_names_no_player() {
        let words = PageWords {
            lang: "en".into(),
            seat_titles: vec!["Léa's secrets".into()],
            seat_names: vec!["Léa".into()],
            ..PageWords::default()
        };
        let page = render(&words, std::slice::from_ref(&words), "en");
        assert!(!page.contains("Léa"), "{page}");
    }

    #[test]
    fn the_page_names_no_outside_resource() {
        for text in [PAGE, SCRIPT, STYLE] {
            assert!(!text.contains("http://") && !text.contains("https://") && !text.contains("//cdn"));
        }
    }
}
