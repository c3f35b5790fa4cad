//! The candidate's copy as an A4 PDF (`me/exportPdf`), drawn with `krilla`
//! as the report PDF is (`functions/report/src/pdf.rs`): one CJK font (Noto
//! Sans CJK SC, Chinese and Latin) embedded as a subset, read once per
//! process from `VERITY_REPORT_FONT`, else the Lambda layer (`/opt/fonts`)
//! or Debian's `fonts-noto-cjk`. Plain labelled lines in the reader's
//! language; the drawn signature stays in the JSON copy.

use std::sync::OnceLock;

use krilla::color::rgb;
use krilla::geom::Point;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::Fill;
use krilla::text::{Font, TextDirection};
use krilla::Document;
use verity_core::failure::Internal;
use verity_domain::candidates::export::{ExportedCheck, MeExport};

const FONT_PATHS: [&str; 3] = [
    "/opt/fonts/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
];

const PAGE_W: f32 = 595.0;
const PAGE_H: f32 = 842.0;
const MARGIN: f32 = 48.0;
const BODY_BOTTOM: f32 = PAGE_H - 60.0;
const INK: (u8, u8, u8) = (31, 31, 31);
const MUTED: (u8, u8, u8) = (110, 110, 110);

struct CjkFont {
    font: Font,
    face: ttf_parser::Face<'static>,
}

fn load_font() -> Result<CjkFont, String> {
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

fn font() -> Result<&'static CjkFont, Internal> {
    static FONT: OnceLock<Result<CjkFont, String>> = OnceLock::new();
    FONT.get_or_init(load_font)
        .as_ref()
        .map_err(|e| Internal::new(e.clone()))
}

impl CjkFont {
    fn width(&self, text: &str, size: f32) -> f32 {
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

    /// Lines of at most `max` points (a long value breaks anywhere).
    fn wrap(&self, text: &str, size: f32, max: f32) -> Vec<String> {
        let mut lines = Vec::new();
        for paragraph in text.lines() {
            let mut line = String::new();
            for c in paragraph.chars() {
                line.push(c);
                if self.width(&line, size) > max {
                    line.pop();
                    lines.push(std::mem::take(&mut line));
                    line.push(c);
                }
            }
            lines.push(line);
        }
        lines
    }
}

/// One line placed on a page: x, baseline y, size, colour, text.
type Placed = (f32, f32, f32, (u8, u8, u8), String);

/// Text placed on pages, top to bottom.
struct Pages<'a> {
    font: &'a CjkFont,
    pages: Vec<Vec<Placed>>,
    y: f32,
}

impl Pages<'_> {
    fn line(&mut self, x: f32, size: f32, color: (u8, u8, u8), text: &str) {
        for part in self.font.wrap(text, size, PAGE_W - MARGIN - x) {
            if self.y + size * 1.5 > BODY_BOTTOM {
                self.pages.push(Vec::new());
                self.y = MARGIN;
            }
            let y = self.y + size;
            self.pages
                .last_mut()
                .expect("a page")
                .push((x, y, size, color, part));
            self.y += size * 1.5;
        }
    }

    fn field(&mut self, label: &str, value: &str) {
        self.line(MARGIN, 9.5, INK, &format!("{label}: {value}"));
    }

    fn heading(&mut self, text: &str) {
        self.y += 8.0;
        self.line(MARGIN, 12.0, INK, text);
    }
}

/// `2026-11-22 14:03` in China Standard Time (UTC+8), as the portal shows dates.
fn date(ms: i64) -> String {
    time::OffsetDateTime::from_unix_timestamp(ms / 1000)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
        .to_offset(time::macros::offset!(+8))
        .format(time::macros::format_description!(
            "[year]-[month]-[day] [hour]:[minute]"
        ))
        .unwrap_or_default()
}

/// A wire value as the JSON copy names it (`in_progress`, `clear`, …).
fn word<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_value(v)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

fn check(p: &mut Pages, c: &ExportedCheck, zh: bool) {
    let t = |zh_text: &'static str, en: &'static str| if zh { zh_text } else { en };
    p.heading(&format!("{} · {}", c.order_no, c.enterprise_name));
    p.field(t("套餐", "Package"), &c.package_name);
    p.field(t("姓名", "Name"), &c.candidate.name);
    p.field(t("手机", "Phone"), &c.candidate.phone);
    p.field(t("证件号码", "ID number"), &c.candidate.id_number);
    if let Some(email) = &c.candidate.email {
        p.field(t("邮箱", "Email"), email);
    }
    if let Ok(serde_json::Value::Object(given)) = serde_json::to_value(&c.given_details) {
        for (k, v) in given {
            if let Some(v) = v.as_str().filter(|v| !v.is_empty()) {
                p.field(&format!("{} · {k}", t("提供的信息", "Given")), v);
            }
        }
    }
    if let Some(position) = &c.position {
        p.field(t("岗位", "Position"), position);
    }
    p.field(t("状态", "Status"), &word(&c.status));
    p.field(t("下单时间", "Ordered"), &date(c.created_at));
    if let Some(at) = c.completed_at {
        p.field(t("结束时间", "Ended"), &date(at));
    }
    p.line(MARGIN, 10.5, INK, t("核查项目", "Items"));
    for i in &c.items {
        let name = if zh { &i.name_zh } else { &i.name_en };
        let result = i.result.as_ref().map(word).unwrap_or_default();
        p.line(
            MARGIN + 12.0,
            9.5,
            INK,
            &format!("{name} #{}: {} {result}", i.ordinal, word(&i.status)),
        );
        let finding = if zh { &i.finding_zh } else { &i.finding_en };
        if let Some(f) = finding.as_ref().or(i.finding_en.as_ref()) {
            p.line(MARGIN + 24.0, 9.0, MUTED, f);
        }
    }
    if let Some(consent) = &c.consent {
        p.line(MARGIN, 10.5, INK, t("授权", "Consent"));
        p.field(t("方式", "Mode"), &word(&consent.mode));
        p.field(t("文本版本", "Text version"), &consent.text_version);
        p.field(t("签署时间", "Signed"), &date(consent.signed_at));
        if let Some(ip) = &consent.ip {
            p.field(t("网络地址", "Network address"), ip);
        }
        if let Some(ua) = &consent.user_agent {
            p.field(t("浏览器", "Browser"), ua);
        }
        if consent.signature_png.is_some() {
            p.field(
                t("签名", "Signature"),
                t("已存档（见 JSON 副本）", "on file (in the JSON copy)"),
            );
        }
        let disclosure = if zh {
            &consent.disclosure_zh
        } else {
            &consent.disclosure_en
        };
        if let Some(d) = disclosure {
            p.line(MARGIN + 12.0, 9.0, MUTED, d);
        }
    }
    p.line(MARGIN, 10.5, INK, t("经过", "Timeline"));
    for e in &c.timeline {
        let item = e.item_code.as_deref().unwrap_or("");
        p.line(
            MARGIN + 12.0,
            9.0,
            MUTED,
            &format!("{}  {} {item}", date(e.at), word(&e.kind)),
        );
    }
    for r in &c.reports {
        p.field(
            &format!("{} v{}", t("报告", "Report"), r.version),
            &format!("{} {}", date(r.shared_at), word(&r.overall_result)),
        );
    }
    if let Some(d) = &c.decision {
        p.field(
            t("企业决定", "Enterprise's decision"),
            &format!("{} {} {}", word(&d.decision), date(d.decided_at), d.reason),
        );
    }
    for d in &c.disputes {
        p.field(
            &format!("{} {}", word(&d.kind), date(d.raised_at)),
            &format!("{} — {}", d.text, word(&d.status)),
        );
    }
}

/// The copy in Chinese (`zh`) or English.
pub fn render(copy: &MeExport, zh: bool) -> Result<Vec<u8>, Internal> {
    let font = font()?;
    let mut p = Pages {
        font,
        pages: vec![Vec::new()],
        y: MARGIN,
    };
    let title = if zh {
        "我的背调数据"
    } else {
        "My background check data"
    };
    p.line(MARGIN, 18.0, INK, title);
    p.field(if zh { "手机" } else { "Phone" }, &copy.phone);
    p.field(
        if zh { "导出时间" } else { "Exported" },
        &date(copy.exported_at),
    );
    if copy.checks.is_empty() {
        p.line(
            MARGIN,
            10.0,
            MUTED,
            if zh {
                "没有与此手机号相关的背调。"
            } else {
                "No check was ordered on this phone."
            },
        );
    }
    for c in &copy.checks {
        check(&mut p, c, zh);
    }
    let mut document = Document::new();
    document.set_metadata(
        Metadata::new()
            .title(title.to_string())
            .language(if zh { "zh-CN" } else { "en-US" }.to_string())
            .creator("Verity".to_string()),
    );
    for ops in &p.pages {
        let settings =
            PageSettings::from_wh(PAGE_W, PAGE_H).ok_or_else(|| Internal::new("an A4 page"))?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        for (x, y, size, color, text) in ops {
            surface.set_fill(Some(Fill {
                paint: rgb::Color::new(color.0, color.1, color.2).into(),
                ..Default::default()
            }));
            surface.draw_text(
                Point::from_xy(*x, *y),
                font.font.clone(),
                *size,
                text,
                false,
                TextDirection::Auto,
            );
        }
        surface.finish();
        page.finish();
    }
    document
        .finish()
        .map_err(|e| Internal::new(format!("my data pdf: {e:?}")))
}
