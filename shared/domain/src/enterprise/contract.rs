//! The service contract an enterprise accepts before it may order. The text
//! is versioned in code: a new version is a new constant here, and every
//! enterprise must accept it again before ordering.

/// The current version.
pub const CURRENT_VERSION: &str = "2026.1";

/// A contract in one language.
pub struct Contract {
    pub version: &'static str,
    pub title: &'static str,
    pub body: &'static str,
}

const ZH: Contract = Contract {
    version: CURRENT_VERSION,
    title: "Verity 背景调查服务合同",
    body: "一、服务内容\n\nVerity 为贵企业提供候选人背景调查的下单、进度跟踪与报告服务。每一项调查均在取得候选人书面授权后进行。\n\n\
二、候选人授权与个人信息\n\n贵企业保证仅为招聘或用工目的发起调查，并通过平台取得候选人的有效授权。平台依《个人信息保护法》处理候选人信息，仅用于约定的调查项目，并在约定期限届满后删除。\n\n\
三、费用与结算\n\n调查费用按所选套餐从企业预付余额中扣除；余额不足时不能下单。发票与对账以平台记录为准。\n\n\
四、报告的使用\n\n报告仅供贵企业内部录用决策参考，不得向第三方披露或用于歧视性目的。\n\n\
五、保密与安全\n\n双方对在合作中获知的对方商业信息及候选人个人信息负有保密义务。\n\n\
六、其他\n\n本合同自贵企业在线点击同意之日起生效。平台更新合同时，将在贵企业下次下单前请求重新确认。",
};

const EN: Contract = Contract {
    version: CURRENT_VERSION,
    title: "Verity background screening service contract",
    body: "1. The service\n\nVerity lets your enterprise order background checks on candidates, follow them and receive their reports. Every check runs only after the candidate's written consent.\n\n\
2. Candidate consent and personal information\n\nYour enterprise orders checks only for hiring or employment purposes and obtains each candidate's valid consent through the platform. The platform processes candidate information under the Personal Information Protection Law, only for the agreed check items, and deletes it when the agreed period ends.\n\n\
3. Fees and settlement\n\nEach check's price, as set by the chosen package, is deducted from the enterprise's prepaid balance; without enough balance no order is placed. Invoices and statements follow the platform's records.\n\n\
4. Use of reports\n\nReports serve your enterprise's internal hiring decisions only; they are not disclosed to third parties or used for discriminatory purposes.\n\n\
5. Confidentiality and security\n\nBoth parties keep the other's business information and candidates' personal information confidential.\n\n\
6. Other terms\n\nThis contract takes effect when your enterprise accepts it online. When the platform updates it, it asks for acceptance again before your next order.",
};

/// The current contract in Chinese (`zh == true`) or English.
pub fn current(zh: bool) -> &'static Contract {
    if zh {
        &ZH
    } else {
        &EN
    }
}
