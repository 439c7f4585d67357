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

/// The page with its words: each `{{field}}` replaced by that word, escaped, and the words
/// whole for the script (as JSON that cannot close its script element).
pub(super) fn render(words: &PageWords) -> String {
    let value = serde_json::to_value(words).unwrap_or_default();
    let mut page = PAGE.to_owned();
    if let Some(fields) = value.as_object() {
        for (key, w) in fields {
            if let Some(text) = w.as_str() {
                page = page.replace(&format!("{{{{{key}}}}}"), &escape(text));
            }
        }
    }
    let json = value.to_string().replace('<', "\\u003c").replace('>', "\\u003e").replace('&', "\\u0026");
    page.replace("{{words_json}}", &json)
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
        let page = render(&words);
        assert!(!page.contains("{{"), "a placeholder is left");
        assert!(page.contains("&lt;Vigie&gt; &amp; &quot;you&quot;"));
        assert!(!page.contains("<Vigie>"));
        // Only the page's own two script elements close.
        assert_eq!(page.matches("</script>").count(), 2);
        assert!(page.contains(r#"<html lang="en">"#));
    }

    #[test]
    fn the_page_names_no_outside_resource() {
        for text in [PAGE, SCRIPT, STYLE] {
            assert!(!text.contains("http://") && !text.contains("https://") && !text.contains("//cdn"));
        }
    }
}
