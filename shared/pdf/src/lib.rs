//! What the report PDF (`functions/report`) and the candidate's copy
//! (`functions/me`) share: one CJK font (Noto Sans CJK SC: Chinese and
//! Latin), read once per process from `VERITY_REPORT_FONT`, else the Lambda
//! layer (`/opt/fonts`) or Debian's `fonts-noto-cjk`, embedded by krilla as
//! a subset of the glyphs used; its measuring and wrapping; and dates as the
//! portal shows them.

use std::sync::OnceLock;

pub use krilla::text::Font;

const FONT_PATHS: [&str; 3] = [
    "/opt/fonts/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
];

/// The font to draw with (`font`) and the same face to measure with.
pub struct CjkFont {
    pub font: Font,
    face: ttf_parser::Face<'static>,
}

/// The process's font, loaded on first use; the error says what is missing.
pub fn font() -> Result<&'static CjkFont, String> {
    static FONT: OnceLock<Result<CjkFont, String>> = OnceLock::new();
    FONT.get_or_init(load).as_ref().map_err(Clone::clone)
}

fn load() -> Result<CjkFont, String> {
    let path = std::env::var("VERITY_REPORT_FONT")
        .ok()
        .filter(|p| !p.is_empty())
        .or_else(|| {
            FONT_PATHS
                .iter()
                .find(|p| std::path::Path::new(p).exists())
                .map(|p| p.to_string())
        })
        .ok_or("no CJK font found: set VERITY_REPORT_FONT or install fonts-noto-cjk")?;
    let bytes = std::fs::read(&path).map_err(|e| format!("reading {path}: {e}"))?;
    // Read once and kept for the process: the measuring face borrows it.
    let data: &'static [u8] = Box::leak(bytes.into_boxed_slice());
    let faces = ttf_parser::fonts_in_collection(data).unwrap_or(1);
    // In the Noto CJK collection, pick the Simplified Chinese face.
    let index = (0..faces)
        .find(|&i| {
            ttf_parser::Face::parse(data, i).is_ok_and(|f| {
                f.names().into_iter().any(|n| {
                    n.name_id == ttf_parser::name_id::FAMILY
                        && n.to_string().is_some_and(|s| s.ends_with(" SC"))
                })
            })
        })
        .unwrap_or(0);
    let face = ttf_parser::Face::parse(data, index).map_err(|e| format!("{path}: {e}"))?;
    let font = Font::new(data.into(), index).ok_or(format!("{path}: not a font"))?;
    Ok(CjkFont { font, face })
}

impl CjkFont {
    /// The width of `text` at `size` points.
    pub fn width(&self, text: &str, size: f32) -> f32 {
        let per_unit = size / f32::from(self.face.units_per_em());
        text.chars()
            .map(|c| {
                self.face
                    .glyph_index(c)
                    .and_then(|g| self.face.glyph_hor_advance(g))
                    .map_or(size * 0.5, |a| f32::from(a) * per_unit)
            })
            .sum()
    }

    /// Lines of at most `max` points: Latin breaks at spaces, CJK (and a
    /// word longer than the line) anywhere.
    pub fn wrap(&self, text: &str, size: f32, max: f32) -> Vec<String> {
        let mut lines = Vec::new();
        for paragraph in text.lines() {
            let mut line = String::new();
            for c in paragraph.chars() {
                line.push(c);
                if self.width(&line, size) <= max {
                    continue;
                }
                line.pop();
                if c == ' ' {
                    // The break falls on a space: it ends the line, no line starts with it.
                    lines.push(std::mem::take(&mut line));
                    continue;
                }
                let cut = line
                    .rfind(' ')
                    .filter(|_| c.is_ascii_alphanumeric())
                    .filter(|&i| i > 0);
                match cut {
                    Some(i) => {
                        let rest = line[i + 1..].to_string();
                        line.truncate(i);
                        lines.push(std::mem::take(&mut line));
                        line = rest;
                    }
                    None => lines.push(std::mem::take(&mut line)),
                }
                line.push(c);
            }
            lines.push(line);
        }
        lines
    }
}

/// `2026-11-22 14:03` in China Standard Time (UTC+8), as the portal shows dates.
pub fn date(ms: i64) -> String {
    time::OffsetDateTime::from_unix_timestamp(ms / 1000)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
        .to_offset(time::macros::offset!(+8))
        .format(time::macros::format_description!(
            "[year]-[month]-[day] [hour]:[minute]"
        ))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_read_in_china_standard_time() {
        // 2026-11-22 06:03 UTC
        assert_eq!(date(1_795_327_380_000), "2026-11-22 14:03");
    }

    #[test]
    fn latin_wraps_at_spaces_and_every_line_fits() {
        let font = font().expect("a CJK font (the test command installs fonts-noto-cjk)");
        let text = "The candidate asked for a correction of the employment dates";
        let lines = font.wrap(text, 10.0, 120.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| font.width(l, 10.0) <= 120.0));
        assert!(lines.iter().all(|l| !l.starts_with(' ')));
        assert_eq!(lines.join(" "), text);
    }

    #[test]
    fn chinese_breaks_anywhere_and_loses_nothing() {
        let font = font().expect("a CJK font (the test command installs fonts-noto-cjk)");
        let text = "候选人要求更正其工作经历中的入职与离职日期以及所在部门名称";
        let lines = font.wrap(text, 12.0, 90.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| font.width(l, 12.0) <= 90.0));
        assert_eq!(lines.concat(), text);
    }
}
