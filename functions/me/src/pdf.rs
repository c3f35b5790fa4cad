//! The candidate's copy as an A4 PDF (`me/exportPdf`), drawn with `krilla`
//! in the font the report PDF uses (`verity-pdf`). Plain labelled lines in
//! the reader's language; the drawn signature stays in the JSON copy.

use krilla::color::rgb;
use krilla::geom::Point;
use krilla::metadata::Metadata;
use krilla::page::PageSettings;
use krilla::paint::Fill;
use krilla::text::TextDirection;
use krilla::Document;
use verity_core::failure::Internal;
use verity_domain::candidates::export::{ExportedCheck, MeExport};
use verity_pdf::{date, CjkFont};

const PAGE_W: f32 = 595.0;
const PAGE_H: f32 = 842.0;
const MARGIN: f32 = 48.0;
const BODY_BOTTOM: f32 = PAGE_H - 60.0;
const INK: (u8, u8, u8) = (31, 31, 31);
const MUTED: (u8, u8, u8) = (110, 110, 110);

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

/// A wire value (`in_progress`, `clear`, …) in words a candidate reads; the
/// JSON copy keeps the wire value. An unknown one shows as it is.
fn word<T: serde::Serialize>(v: &T, zh: bool) -> String {
    let wire = serde_json::to_value(v)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    match WORDS.iter().find(|(w, _, _)| *w == wire) {
        Some((_, zh_text, en)) => (if zh { *zh_text } else { *en }).to_string(),
        None => wire.replace('_', " "),
    }
}

/// Wire value, Chinese, English: statuses, results, consent modes, decisions,
/// timeline events and the details given.
const WORDS: &[(&str, &str, &str)] = &[
    (
        "awaiting_authorization",
        "待授权",
        "Waiting for your consent",
    ),
    ("authorized", "已授权", "Consent given"),
    ("in_progress", "核查中", "In progress"),
    ("completed", "已完成", "Completed"),
    ("canceled", "已终止", "Stopped"),
    ("expired", "已过期", "Expired"),
    ("suspended", "已暂停", "Paused"),
    ("pending", "等待中", "Waiting"),
    ("running", "核查中", "Checking"),
    ("done", "已完成", "Done"),
    ("failed", "未能完成", "Could not be completed"),
    ("skipped", "未执行", "Not run"),
    ("clear", "无异常", "Clear"),
    ("consider", "需关注", "Needs attention"),
    ("sms", "手机签署", "Signed on your phone"),
    ("offline", "纸质授权书", "Signed paper form"),
    ("registration", "应聘时授权", "Given when you applied"),
    ("proceed", "继续录用", "Proceed"),
    ("decline", "不予录用", "Decline"),
    ("dispute", "异议", "Dispute"),
    ("correction", "更正申请", "Correction request"),
    ("open", "处理中", "Open"),
    ("resolved", "已处理", "Resolved"),
    ("created", "下单", "Ordered"),
    ("invited", "发送授权短信", "Consent text sent"),
    ("reminded", "提醒授权", "Reminder sent"),
    ("started", "开始核查", "Checks started"),
    ("item_done", "项目完成", "Item done"),
    ("item_retry", "项目重试", "Item retried"),
    ("item_failed", "项目未能完成", "Item could not be completed"),
    ("withdrawn", "撤回授权", "Consent withdrawn"),
    ("notified", "通知企业", "Company notified"),
    ("refunded", "退款给企业", "Company refunded"),
    ("report_published", "生成报告", "Report made"),
    ("report_shared", "分享报告", "Report shared"),
    ("decided", "企业作出决定", "Company decided"),
    ("disputed", "提出异议", "Dispute raised"),
    ("dispute_resolved", "异议已处理", "Dispute resolved"),
    ("correction_requested", "申请更正", "Correction requested"),
    ("school", "学校", "School"),
    ("degree", "学历", "Degree"),
    ("employer", "工作单位", "Employer"),
    ("employmentPeriod", "任职期间", "Employment period"),
    ("certificateNumber", "证书编号", "Certificate number"),
];

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
                p.field(
                    &format!("{} · {}", t("提供的信息", "Given"), word(&k, zh)),
                    v,
                );
            }
        }
    }
    if let Some(position) = &c.position {
        p.field(t("岗位", "Position"), position);
    }
    p.field(t("状态", "Status"), &word(&c.status, zh));
    p.field(t("下单时间", "Ordered"), &date(c.created_at));
    if let Some(at) = c.completed_at {
        p.field(t("结束时间", "Ended"), &date(at));
    }
    p.line(MARGIN, 10.5, INK, t("核查项目", "Items"));
    for i in &c.items {
        let name = if zh { &i.name_zh } else { &i.name_en };
        let result = i.result.as_ref().map(|r| word(r, zh)).unwrap_or_default();
        p.line(
            MARGIN + 12.0,
            9.5,
            INK,
            &format!("{name} #{}: {} {result}", i.ordinal, word(&i.status, zh)),
        );
        let finding = if zh { &i.finding_zh } else { &i.finding_en };
        if let Some(f) = finding.as_ref().or(i.finding_en.as_ref()) {
            p.line(MARGIN + 24.0, 9.0, MUTED, f);
        }
    }
    if let Some(consent) = &c.consent {
        p.line(MARGIN, 10.5, INK, t("授权", "Consent"));
        p.field(t("方式", "Mode"), &word(&consent.mode, zh));
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
            &format!("{}  {} {item}", date(e.at), word(&e.kind, zh)),
        );
    }
    for r in &c.reports {
        p.field(
            &format!("{} v{}", t("报告", "Report"), r.version),
            &format!("{} {}", date(r.shared_at), word(&r.overall_result, zh)),
        );
    }
    if let Some(d) = &c.decision {
        p.field(
            t("企业决定", "Enterprise's decision"),
            &format!(
                "{} {} {}",
                word(&d.decision, zh),
                date(d.decided_at),
                d.reason
            ),
        );
    }
    for d in &c.disputes {
        p.field(
            &format!("{} {}", word(&d.kind, zh), date(d.raised_at)),
            &format!("{} — {}", d.text, word(&d.status, zh)),
        );
    }
}

/// The copy in Chinese (`zh`) or English.
pub fn render(copy: &MeExport, zh: bool) -> Result<Vec<u8>, Internal> {
    let font = verity_pdf::font().map_err(Internal::new)?;
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
