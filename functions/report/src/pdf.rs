//! Drawing a report version as an A4 PDF with `krilla`: every item with its
//! traffic light and findings, the version, and the verification code on
//! every page, in the one CJK font of `verity-pdf`, embedded as a subset of
//! the glyphs used so a report stays small.

use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point, Rect};
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::Fill;
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};
use krilla::Document;
use verity_core::failure::Internal;
use verity_core::provider::ItemResult;
use verity_domain::orders::AuthMode;
use verity_domain::reports::{labels, Grade, Report};
use verity_pdf::{date, CjkFont};

const PAGE_W: f32 = 595.0;
const PAGE_H: f32 = 842.0;
const MARGIN: f32 = 48.0;
const FOOTER_Y: f32 = PAGE_H - 30.0;
const BODY_BOTTOM: f32 = PAGE_H - 60.0;

fn grade_color(grade: Grade) -> rgb::Color {
    let (r, g, b) = rgb_of(grade);
    rgb::Color::new(r, g, b)
}

fn rgb_of(grade: Grade) -> (u8, u8, u8) {
    match grade {
        Grade::Green => (56, 158, 13),
        Grade::Yellow => (212, 136, 6),
        Grade::Red => (207, 19, 34),
    }
}

/// The PDF's own words in one language (the grades' and results' words come
/// from the one label table, `verity_domain::reports::labels`).
struct Words {
    zh: bool,
}

impl Words {
    fn pick(&self, zh: &'static str, en: &'static str) -> &'static str {
        if self.zh {
            zh
        } else {
            en
        }
    }
    /// A time with its zone stated.
    fn when(&self, ms: i64) -> String {
        if self.zh {
            format!("{}（北京时间）", date(ms))
        } else {
            format!("{} (UTC+8)", date(ms))
        }
    }
    fn title(&self) -> &'static str {
        self.pick("背景调查报告", "Background check report")
    }
    fn version(&self, n: u32) -> String {
        if self.zh {
            format!("第 {n} 版")
        } else {
            format!("Version {n}")
        }
    }
    fn consent(&self, mode: AuthMode) -> &'static str {
        match mode {
            AuthMode::Sms => self.pick(
                "候选人通过短信链接在线签署",
                "Signed online through the texted link",
            ),
            AuthMode::Offline => {
                self.pick("企业上传授权书", "Authorisation uploaded by the enterprise")
            }
            AuthMode::Registration => self.pick(
                "求职报名时在线授权",
                "Authorised online with the job application",
            ),
        }
    }
    fn footer(&self, code: &str, verify_at: &str, page: usize, total: usize) -> String {
        if self.zh {
            format!("验证码 {code}    {verify_at}    第 {page}/{total} 页")
        } else {
            format!("Verification code {code}    {verify_at}    {page}/{total}")
        }
    }
}

const INK: (u8, u8, u8) = (31, 31, 31);
const MUTED: (u8, u8, u8) = (110, 110, 110);

/// A page being filled from top to bottom; a new page starts when one is full.
struct Pages<'a> {
    font: &'a CjkFont,
    code: &'a str,
    verify_at: &'a str,
    pages: Vec<Vec<Op>>,
    y: f32,
}

enum Op {
    Text {
        x: f32,
        y: f32,
        size: f32,
        color: (u8, u8, u8),
        text: String,
    },
    Rect {
        rect: Rect,
        color: rgb::Color,
    },
}

impl<'a> Pages<'a> {
    fn new(font: &'a CjkFont, code: &'a str, verify_at: &'a str) -> Self {
        Pages {
            font,
            code,
            verify_at,
            pages: vec![Vec::new()],
            y: MARGIN,
        }
    }

    fn room(&mut self, height: f32) {
        if self.y + height > BODY_BOTTOM {
            self.pages.push(Vec::new());
            self.y = MARGIN;
        }
    }

    fn op(&mut self, op: Op) {
        self.pages.last_mut().expect("a page").push(op);
    }

    fn text_at(&mut self, x: f32, size: f32, color: (u8, u8, u8), text: &str) {
        let y = self.y + size;
        self.op(Op::Text {
            x,
            y,
            size,
            color,
            text: text.to_string(),
        });
    }

    /// Wrapped text from `x` to the right margin, moving down.
    fn para(&mut self, x: f32, size: f32, color: (u8, u8, u8), text: &str) {
        let lines = self.font.wrap(text, size, PAGE_W - MARGIN - x);
        for line in lines {
            self.room(size * 1.5);
            self.text_at(x, size, color, &line);
            self.y += size * 1.5;
        }
    }

    fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, color: rgb::Color) {
        if let Some(rect) = Rect::from_xywh(x, y, w, h) {
            self.op(Op::Rect { rect, color });
        }
    }

    fn gap(&mut self, h: f32) {
        self.y += h;
    }

    fn rule(&mut self) {
        let y = self.y;
        self.rect(
            MARGIN,
            y,
            PAGE_W - 2.0 * MARGIN,
            0.6,
            rgb::Color::new(217, 217, 217),
        );
        self.y += 10.0;
    }

    fn finish(self, title: String, words: &Words) -> Result<Vec<u8>, Internal> {
        let mut document = Document::new();
        document.set_metadata(
            Metadata::new()
                .title(title)
                .language(words.pick("zh-CN", "en-US").to_string())
                .creator("Verity".to_string()),
        );
        let total = self.pages.len();
        for (n, ops) in self.pages.iter().enumerate() {
            let settings =
                PageSettings::from_wh(PAGE_W, PAGE_H).ok_or_else(|| Internal::new("an A4 page"))?;
            let mut page = document.start_page_with(settings);
            let mut surface = page.surface();
            for op in ops {
                draw(&mut surface, &self.font.font, op);
            }
            let footer = words.footer(self.code, self.verify_at, n + 1, total);
            draw(
                &mut surface,
                &self.font.font,
                &Op::Text {
                    x: MARGIN,
                    y: FOOTER_Y,
                    size: 8.0,
                    color: MUTED,
                    text: footer,
                },
            );
            surface.finish();
            page.finish();
        }
        document
            .finish()
            .map_err(|e| Internal::new(format!("report pdf: {e:?}")))
    }
}

fn draw(surface: &mut Surface, font: &Font, op: &Op) {
    match op {
        Op::Text {
            x,
            y,
            size,
            color,
            text,
        } => {
            surface.set_fill(Some(Fill {
                paint: rgb::Color::new(color.0, color.1, color.2).into(),
                ..Default::default()
            }));
            surface.draw_text(
                Point::from_xy(*x, *y),
                font.clone(),
                *size,
                text,
                false,
                TextDirection::Auto,
            );
        }
        Op::Rect { rect, color } => {
            let mut pb = PathBuilder::new();
            pb.push_rect(*rect);
            if let Some(path) = pb.finish() {
                surface.set_fill(Some(Fill {
                    paint: (*color).into(),
                    ..Default::default()
                }));
                surface.draw_path(&path);
            }
        }
    }
}

/// The PDF of `report` in Chinese (`zh`) or English, with `code` on every
/// page and where to check it. Grade and result words come from the one label
/// table; item names and findings from the report in that language.
pub fn render(report: &Report, code: &str, verify_at: &str, zh: bool) -> Result<Vec<u8>, Internal> {
    let font = verity_pdf::font().map_err(Internal::new)?;
    let w = Words { zh };
    let mut p = Pages::new(font, code, verify_at);

    p.text_at(MARGIN, 20.0, INK, w.title());
    let version = w.version(report.version);
    let vw = font.width(&version, 10.0);
    p.text_at(PAGE_W - MARGIN - vw, 10.0, MUTED, &version);
    p.gap(34.0);
    p.rule();

    let package = if zh {
        format!(
            "{}（第 {} 版）",
            report.package_name, report.package_version
        )
    } else {
        format!(
            "{} (version {})",
            report.package_name, report.package_version
        )
    };
    let facts = [
        (w.pick("订单编号", "Order number"), report.order_no.clone()),
        (w.pick("套餐", "Package"), package),
        (w.pick("候选人", "Candidate"), report.candidate.name.clone()),
        (w.pick("手机", "Phone"), report.candidate.phone.clone()),
        (
            w.pick("证件号码", "ID number"),
            report.candidate.id_number.clone(),
        ),
        (w.pick("下单时间", "Ordered"), w.when(report.ordered_at)),
        (w.pick("完成时间", "Completed"), w.when(report.completed_at)),
    ];
    for (label, value) in facts {
        p.room(16.0);
        p.text_at(MARGIN, 10.0, MUTED, label);
        p.text_at(MARGIN + 110.0, 10.0, INK, &value);
        p.gap(16.0);
    }
    if let Some(consent) = &report.consent {
        p.room(16.0);
        p.text_at(MARGIN, 10.0, MUTED, w.pick("授权", "Consent"));
        // An uploaded authorisation has no text version of ours (its version reads `offline`).
        let version = match (consent.mode, zh) {
            (AuthMode::Offline, _) => String::new(),
            (_, true) => format!(" · 文本版本 {}", consent.text_version),
            (_, false) => format!(" · text version {}", consent.text_version),
        };
        let text = format!(
            "{} · {}{version}",
            w.consent(consent.mode),
            w.when(consent.signed_at)
        );
        p.para(MARGIN + 110.0, 10.0, INK, &text);
    }
    p.gap(8.0);

    let color = match report.overall_result {
        ItemResult::Clear => Grade::Green,
        ItemResult::Consider => Grade::Red,
    };
    let overall = format!(
        "{}{}",
        w.pick("总体结果：", "Overall result: "),
        labels::overall_label(report.overall_result, zh)
    );
    p.room(30.0);
    let y = p.y;
    p.rect(MARGIN, y, 6.0, 22.0, grade_color(color));
    p.gap(4.0);
    p.text_at(MARGIN + 14.0, 14.0, INK, &overall);
    p.gap(30.0);
    p.rule();

    for item in &report.items {
        p.room(48.0);
        let y = p.y;
        p.rect(MARGIN, y + 2.0, 10.0, 10.0, grade_color(item.grade));
        p.text_at(
            MARGIN + 18.0,
            11.0,
            INK,
            if zh { &item.name_zh } else { &item.name_en },
        );
        let words = labels::grade_label(item.grade, zh);
        let ww = font.width(words, 10.0);
        p.op(Op::Text {
            x: PAGE_W - MARGIN - ww,
            y: y + 10.0,
            size: 10.0,
            color: rgb_of(item.grade),
            text: words.to_string(),
        });
        p.gap(18.0);
        let (mine, other) = if zh {
            (&item.findings_zh, &item.findings_en)
        } else {
            (&item.findings_en, &item.findings_zh)
        };
        let findings = match mine.as_ref().or(other.as_ref()) {
            Some(text) => text.clone(),
            None => w.pick("未发现记录", "No records found").to_string(),
        };
        p.para(MARGIN + 18.0, 9.5, INK, &findings);
        let mut source = Vec::new();
        let item_source = if zh {
            item.source_zh.as_ref().or(item.source.as_ref())
        } else {
            item.source.as_ref()
        };
        if let Some(s) = item_source {
            source.push(format!("{}{s}", w.pick("来源：", "Source: ")));
        }
        if let Some(at) = item.checked_at {
            source.push(format!(
                "{}{}",
                w.pick("核查时间：", "Checked: "),
                w.when(at)
            ));
        }
        if !source.is_empty() {
            p.para(MARGIN + 18.0, 8.5, MUTED, &source.join("    "));
        }
        p.gap(8.0);
    }

    p.rule();
    let made = match (report.version, zh) {
        (1, true) => format!("本版本由系统生成 · {}", w.when(report.created_at)),
        (1, false) => format!("Made by the system · {}", w.when(report.created_at)),
        (_, true) => format!(
            "本版本由分析师修订 · {} · 原因：{}",
            w.when(report.created_at),
            report.reason.as_deref().unwrap_or("")
        ),
        (_, false) => format!(
            "Revised by an analyst · {} · reason: {}",
            w.when(report.created_at),
            report.reason.as_deref().unwrap_or("")
        ),
    };
    p.para(MARGIN, 8.5, MUTED, &made);
    if let Some(note) = &report.note {
        p.para(
            MARGIN,
            8.5,
            MUTED,
            &format!("{}{note}", w.pick("备注：", "Note: ")),
        );
    }
    p.para(
        MARGIN,
        8.5,
        MUTED,
        w.pick(
            "本报告仅供委托企业用于招聘决策，依据候选人授权出具；时间均为北京时间（UTC+8）。访问页脚地址并输入验证码可核验本报告真伪。",
            "This report is for the ordering enterprise's hiring decision, made with the candidate's consent; times are China Standard Time (UTC+8). \
             Enter the verification code at the address below to confirm it is genuine.",
        ),
    );
    let title = if zh {
        format!(
            "Verity 背景调查报告 {} 第 {} 版",
            report.order_no, report.version
        )
    } else {
        format!(
            "Verity report {} version {}",
            report.order_no, report.version
        )
    };
    p.finish(title, &w)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 2026-11-27 00:00 UTC.
    const NOV_27_UTC: i64 = 1_795_737_600_000;

    /// The PDF's grade words are the label table's, in the PDF's language only.
    #[test]
    fn the_pdf_takes_grade_and_result_words_from_the_one_table() {
        let w = Words { zh: true };
        assert_eq!(w.title(), "背景调查报告");
        assert_eq!(labels::grade_label(Grade::Red, true), "有不良记录");
        assert_eq!(
            labels::overall_label(ItemResult::Consider, false),
            "Consider"
        );
        assert!(w.when(0).ends_with("（北京时间）"));
        assert!(Words { zh: false }.when(0).ends_with(" (UTC+8)"));
        assert_eq!(date(NOV_27_UTC), "2026-11-27 08:00");
    }
}
