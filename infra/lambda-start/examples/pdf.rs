//! Benchmark only (infra/scripts/bench/cold.sh, target 6): draws one report
//! version's PDF as the report function does (`fn_report::pdf::render`) in
//! this process, and prints one JSON line:
//! `{"firstMs", "ms", "peakMb", "bytes"}`:
//! - `firstMs`: the first drawing, the font read included (once per cold start);
//! - `ms`: a drawing with the font already loaded, as every later one;
//! - `peakMb`: the process's peak resident memory (`VmHWM`) after both, so the
//!   figure is the drawing's (run it as a child process, one per run).
//!
//! The report: a 12-item package, every item with findings and sources in
//! Chinese, a revised version with a reason and a note (the largest a
//! version gets in practice).

use std::time::Instant;

use serde_json::json;
use verity_domain::reports::Report;

fn report() -> Report {
    let items: Vec<_> = (0..12u32)
        .map(|i| {
            let (code, zh, en) = [
                ("identity", "身份核验", "Identity"),
                ("education", "学历核验", "Education"),
                ("degree", "学位核验", "Degree"),
                ("employment", "工作履历", "Employment history"),
                ("court", "法院诉讼", "Court records"),
                ("dishonest", "失信被执行人", "Dishonest debtors"),
                ("credit", "个人信用", "Credit"),
                ("sanctions", "全球制裁名单", "Global sanctions"),
                ("professional", "职业资格", "Professional qualifications"),
                ("business", "工商信息", "Business interests"),
                ("media", "负面媒体", "Adverse media"),
                ("reference", "背景访谈", "Reference interview"),
            ][i as usize];
            let grade = ["green", "yellow", "red"][(i % 3) as usize];
            json!({
                "index": i,
                "code": code,
                "ordinal": 1,
                "nameZh": zh,
                "nameEn": en,
                "grade": grade,
                "findingsZh": format!(
                    "经核查，候选人{zh}信息与提供材料一致。核查范围覆盖全国公开数据库及合作机构记录，\
                     未发现异常。第{i}项补充说明：相关记录已与原始档案逐项比对，时间、单位、职务均相符；\
                     如需进一步核实，可联系背景调查顾问获取详细说明。"
                ),
                "findingsEn": format!("{en}: consistent with the documents provided."),
                "source": "National public records",
                "sourceZh": "全国公开数据库",
                "checkedAt": 1_795_737_600_000i64 + i64::from(i) * 3_600_000
            })
        })
        .collect();
    serde_json::from_value(json!({
        "orderId": "ord_bench_0001",
        "enterpriseId": "ent_bench",
        "orderNo": "VC20261127000001",
        "version": 2,
        "overallResult": "consider",
        "candidate": { "name": "张*明", "phone": "138****8000", "idNumber": "1101**********1234" },
        "packageName": "全面背景调查（高级管理人员）",
        "packageVersion": 3,
        "items": items,
        "consent": { "mode": "sms", "signedAt": 1_795_650_000_000i64, "textVersion": "2026-01" },
        "orderedAt": 1_795_600_000_000i64,
        "completedAt": 1_795_737_600_000i64,
        "createdAt": 1_795_740_000_000i64,
        "createdBy": "分析师 李四",
        "reason": "补充工作履历核查结果",
        "note": "候选人已确认上述信息。"
    }))
    .expect("the benchmark's report is a valid report version")
}

/// `VmHWM` of /proc/self/status, in MB.
fn peak_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

fn main() {
    let report = report();
    let verify_at = "https://app.verity.test/verify";
    let draw = || {
        let started = Instant::now();
        let pdf = fn_report::pdf::render(&report, "K7Q2M9XW", verify_at, true)
            .unwrap_or_else(|e| panic!("drawing the PDF failed: {e:?}"));
        (started.elapsed().as_secs_f64() * 1000.0, pdf)
    };
    let (first_ms, _) = draw();
    let (ms, pdf) = draw();
    println!(
        "{}",
        json!({
            "firstMs": first_ms,
            "ms": ms,
            "peakMb": peak_mb(),
            "bytes": pdf.len(),
        })
    );
}
