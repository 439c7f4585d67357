//! The join address as a QR code drawn with half-block characters, two modules per character
//! cell (one above the other).

use qrcode::{Color, QrCode};

/// Light modules around the code, on each side, as the standard asks.
const QUIET: usize = 4;

/// The QR code of `text`, one string per terminal line. The characters' ink is the code's dark
/// modules: draw the lines dark on a light background (spaces are light).
pub fn lines(text: &str) -> Vec<String> {
    let Ok(code) = QrCode::new(text.as_bytes()) else {
        return Vec::new();
    };
    let width = code.width();
    let colors = code.to_colors();
    let size = width + 2 * QUIET;
    let dark = |x: usize, y: usize| -> bool {
        x >= QUIET
            && y >= QUIET
            && x < QUIET + width
            && y < QUIET + width
            && colors[(y - QUIET) * width + (x - QUIET)] == Color::Dark
    };
    (0..size)
        .step_by(2)
        .map(|y| {
            (0..size)
                .map(|x| match (dark(x, y), dark(x, y + 1)) {
                    (true, true) => '█',
                    (true, false) => '▀',
                    (false, true) => '▄',
                    (false, false) => ' ',
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_hold_the_code_and_its_quiet_zone() {
        let text = "http://192.168.1.20:7878/#1234";
        let lines = lines(text);
        let code = QrCode::new(text.as_bytes()).unwrap();
        let size = code.width() + 2 * QUIET;
        assert_eq!(lines.len(), size.div_ceil(2));
        assert!(lines.iter().all(|l| l.chars().count() == size));
        // The quiet zone: two blank lines above, and blank columns left and right.
        assert!(lines[..QUIET / 2].iter().all(|l| l.trim().is_empty()));
        assert!(lines.iter().all(|l| l.chars().take(QUIET).all(|c| c == ' ')));
        // Read back, module by module, the lines give the code's colours.
        let colors = code.to_colors();
        let w = code.width();
        for y in 0..w {
            for x in 0..w {
                let (row, col) = ((y + QUIET) / 2, x + QUIET);
                let c = lines[row].chars().nth(col).unwrap();
                let top = (y + QUIET) % 2 == 0;
                let ink = match c {
                    '█' => true,
                    '▀' => top,
                    '▄' => !top,
                    _ => false,
                };
                assert_eq!(ink, colors[y * w + x] == Color::Dark, "module ({x}, {y})");
            }
        }
        // The finder pattern's top-left corner is dark.
        assert!(colors[0] == Color::Dark);
    }
}
