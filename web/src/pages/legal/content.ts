/**
 * The service agreement and the privacy policy, in both languages. Kept here (in the legal
 * pages' own chunk) rather than in the shared dictionaries, which every page loads.
 *
 * `{operator}` is the operator's legal name, `{product}` the product name, `{email}` and
 * `{phone}` the support contacts (all from the site config).
 */
import type { Locale } from '@/i18n';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface LegalDocument {
  title: string;
  /** Version and effective date. */
  version: string;
  intro: string;
  sections: LegalSection[];
}

export const EFFECTIVE_DATE = '2026-11-22';

export const SERVICE_AGREEMENT: Record<Locale, LegalDocument> = {
  'zh-CN': {
    title: '服务协议',
    version: `版本 1.0 · 生效日期 ${EFFECTIVE_DATE}`,
    intro:
      '欢迎使用 {product}。本协议是您所代表的企业（以下简称“客户”）与 {operator}（以下简称“我们”）之间就使用 {product} 背景调查服务所订立的协议。请您在注册或登录前仔细阅读；勾选“我已阅读并同意”或实际使用服务，即表示客户接受本协议。',
    sections: [
      {
        heading: '一、服务内容',
        paragraphs: [
          '{product} 是面向企业的背景调查下单平台：客户可以单个或批量发起对候选人的背景调查、选用背调套餐、跟踪每一单的进度并查看报告，并管理企业账号、成员与预付余额。',
          '具体的核查项目、交付时限与价格以下单时页面展示或双方另行书面约定为准。',
        ],
      },
      {
        heading: '二、账号与安全',
        items: [
          '客户应以真实、准确的信息注册，并对账号下的全部操作负责。',
          '企业管理员负责为成员分配角色；不同角色只能使用其权限范围内的功能。',
          '请妥善保管手机号、验证码与密码；发现账号被盗用时应立即联系我们。',
        ],
      },
      {
        heading: '三、合法使用与候选人授权',
        paragraphs: [
          '客户只能为合法、正当的用工目的发起背景调查，并保证在发起前已依法告知候选人并取得其单独、明确的授权。我们有权要求客户提供授权证明；无法提供的，我们可以暂停或拒绝处理相关订单。',
        ],
        items: [
          '不得以背景调查为名收集与岗位无关的信息；',
          '不得将报告用于就业歧视或其他违法用途；',
          '不得转售、公开或向第三方提供报告内容。',
        ],
      },
      {
        heading: '四、费用与结算',
        paragraphs: [
          '服务采用预付方式：订单费用从企业余额中扣除，每一笔扣款均可在财务记录中查询。余额不足时订单无法提交。已开始核查的订单原则上不予退款，因我们原因未能完成的除外。',
        ],
      },
      {
        heading: '五、个人信息处理',
        paragraphs: [
          '就候选人的个人信息而言，客户是个人信息处理者，我们受客户委托进行处理，仅在完成背景调查所必需的范围内使用，并按照《隐私政策》和适用法律采取安全保护措施。委托关系终止后，我们将按约定返还或删除相关个人信息。',
        ],
      },
      {
        heading: '六、保密',
        paragraphs: ['双方对在合作中知悉的对方商业秘密及报告内容负有保密义务，法律另有规定或经对方书面同意的除外。'],
      },
      {
        heading: '七、责任限制',
        paragraphs: [
          '报告基于可获得的信息来源，我们尽合理努力确保其准确，但不对信息来源本身的真实性作出保证。因不可抗力、信息来源方原因或客户违约导致的损失，我们不承担责任。在法律允许的范围内，我们的赔偿总额以相关订单已支付的费用为限。',
        ],
      },
      {
        heading: '八、协议的变更与终止',
        paragraphs: [
          '我们可能因业务或法律变化更新本协议，并在生效前通过站内通知或本页面告知。客户可以随时停止使用服务并申请注销企业账号；客户严重违反本协议的，我们可以终止服务。',
        ],
      },
      {
        heading: '九、法律适用与争议解决',
        paragraphs: ['本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商；协商不成的，提交我们住所地有管辖权的人民法院诉讼解决。'],
      },
      {
        heading: '十、联系我们',
        paragraphs: ['对本协议有任何疑问，请联系客服：电话 {phone}，邮箱 {email}。'],
      },
    ],
  },
  'en-US': {
    title: 'Service Agreement',
    version: `Version 1.0 · Effective ${EFFECTIVE_DATE}`,
    intro:
      'Welcome to {product}. This agreement is between the enterprise you represent (the "Customer") and {operator} ("we", "us") and governs the use of the {product} background-check service. Please read it before you sign up or sign in; ticking "I have read and agree" or using the service means the Customer accepts it.',
    sections: [
      {
        heading: '1. The service',
        paragraphs: [
          '{product} is a business portal for background checks: the Customer can order checks on candidates one by one or in batches, use screening packages, follow each order to its report, and manage the enterprise account, its members and its prepaid balance.',
          'The items checked, turnaround times and prices are those shown when an order is placed or agreed separately in writing.',
        ],
      },
      {
        heading: '2. Accounts and security',
        items: [
          'The Customer registers with true and accurate information and is responsible for everything done under its accounts.',
          'Enterprise administrators assign roles to members; each role can use only the functions its rights include.',
          'Keep phones, verification codes and passwords safe, and tell us at once if an account is misused.',
        ],
      },
      {
        heading: '3. Lawful use and candidate consent',
        paragraphs: [
          'The Customer orders checks only for lawful employment purposes and, before ordering, informs the candidate and obtains the candidate\'s separate, explicit consent as the law requires. We may ask for proof of consent and may suspend or refuse orders without it.',
        ],
        items: [
          'Do not collect information unrelated to the position under the name of a background check;',
          'do not use reports for discrimination in employment or any other unlawful purpose;',
          'do not resell, publish or pass reports to third parties.',
        ],
      },
      {
        heading: '4. Fees and payment',
        paragraphs: [
          'The service is prepaid: orders are paid from the enterprise balance, and every deduction is listed in the finance records. Orders cannot be placed when the balance is insufficient. Orders whose checks have started are not refundable, unless we could not complete them for reasons on our side.',
        ],
      },
      {
        heading: '5. Personal information',
        paragraphs: [
          'For candidates\' personal information, the Customer is the personal information handler and we process it on the Customer\'s behalf, only as far as needed to complete the checks, with the safeguards described in the Privacy Policy and required by law. When the engagement ends, we return or delete that information as agreed.',
        ],
      },
      {
        heading: '6. Confidentiality',
        paragraphs: ['Each party keeps the other\'s business secrets and the content of reports confidential, unless the law requires otherwise or the other party agrees in writing.'],
      },
      {
        heading: '7. Limitation of liability',
        paragraphs: [
          'Reports are based on the sources available; we make reasonable efforts to report them accurately but do not guarantee the sources themselves. We are not liable for losses caused by force majeure, by the sources, or by the Customer\'s breach. As far as the law allows, our total liability is limited to the fees paid for the orders concerned.',
        ],
      },
      {
        heading: '8. Changes and termination',
        paragraphs: [
          'We may update this agreement when our business or the law changes and will announce changes in the console or on this page before they take effect. The Customer may stop using the service and close its enterprise account at any time; we may end the service if the Customer seriously breaches this agreement.',
        ],
      },
      {
        heading: '9. Governing law and disputes',
        paragraphs: ['This agreement is governed by the laws of the People\'s Republic of China. Disputes are first settled by negotiation; failing that, they go to the competent people\'s court where we are domiciled.'],
      },
      {
        heading: '10. Contact',
        paragraphs: ['Questions about this agreement: call {phone} or write to {email}.'],
      },
    ],
  },
};

export const PRIVACY_POLICY: Record<Locale, LegalDocument> = {
  'zh-CN': {
    title: '隐私政策',
    version: `版本 1.0 · 生效日期 ${EFFECTIVE_DATE}`,
    intro:
      '{operator}（以下简称“我们”）重视个人信息保护，并依据《中华人民共和国个人信息保护法》等法律处理个人信息。本政策说明我们在提供 {product} 服务时如何收集、使用、存储、共享和保护您的个人信息，以及您享有的权利。',
    sections: [
      {
        heading: '一、我们收集的信息',
        items: [
          '账号信息：手机号、姓名、登录密码（仅以摘要形式传输与保存）、登录方式与登录记录；',
          '企业信息：企业名称、您在企业中的角色，以及您录入的企业资料；',
          '候选人信息：客户为发起背景调查而提交的候选人姓名、证件号码、联系方式及授权材料；',
          '使用信息：为保障安全而记录的设备、浏览器与操作日志。',
        ],
      },
      {
        heading: '二、我们如何使用信息',
        items: [
          '为您注册、登录与验证身份（包括发送短信验证码）；',
          '按客户的委托完成背景调查并生成报告；',
          '结算费用、提供客服支持、保障账号与系统安全；',
          '履行法律法规规定的义务。',
        ],
        after: ['我们不会将个人信息用于上述目的以外的用途；确需改变目的的，将另行告知并取得您的同意。'],
      },
      {
        heading: '三、候选人授权',
        paragraphs: [
          '背景调查只在客户已告知候选人并取得其单独授权后进行。候选人可以通过发起调查的企业或直接联系我们，了解其信息被如何处理并行使相关权利。',
        ],
      },
      {
        heading: '四、共享、委托处理与公开',
        paragraphs: [
          '为完成核查，我们可能向依法提供核验服务的机构（如学历、资格与身份核验机构）提供必要信息，并要求其按照不低于本政策的标准保护信息。我们不会出售个人信息，也不会公开披露，法律另有规定的除外。',
        ],
      },
      {
        heading: '五、存储与保留',
        paragraphs: [
          '个人信息在传输与存储中均经过加密，页面上的手机号等敏感信息默认脱敏显示。我们仅在实现目的所必需的最短期限内保留信息，期满后删除或匿名化处理；法律另有规定的从其规定。',
        ],
      },
      {
        heading: '六、安全措施',
        items: ['传输加密与存储加密；', '按角色授予访问权限，企业之间的数据相互隔离；', '操作留痕与安全审计；', '发生安全事件时，依法及时告知并采取补救措施。'],
      },
      {
        heading: '七、您的权利',
        paragraphs: [
          '您有权查阅、复制、更正、补充和删除您的个人信息，撤回同意，注销账号，以及要求我们解释本政策。您可以在控制台中操作，或通过下方方式联系我们，我们将在十五个工作日内答复。',
        ],
      },
      {
        heading: '八、未成年人',
        paragraphs: ['本服务面向企业用户，不面向未满十八周岁的未成年人提供。'],
      },
      {
        heading: '九、政策更新',
        paragraphs: ['本政策更新时，我们会在本页面公布新版本，重大变更将另行通知。'],
      },
      {
        heading: '十、联系我们',
        paragraphs: ['个人信息保护相关问题，请联系：电话 {phone}，邮箱 {email}。'],
      },
    ],
  },
  'en-US': {
    title: 'Privacy Policy',
    version: `Version 1.0 · Effective ${EFFECTIVE_DATE}`,
    intro:
      '{operator} ("we", "us") protects personal information and handles it under the Personal Information Protection Law of the People\'s Republic of China and other laws. This policy explains how we collect, use, store, share and protect personal information when providing {product}, and the rights you have.',
    sections: [
      {
        heading: '1. What we collect',
        items: [
          'Account information: mobile phone number, name, password (sent and stored only as a digest), sign-in method and sign-in history;',
          'enterprise information: the enterprise\'s name, your role in it, and the enterprise details you enter;',
          'candidate information: the name, ID number, contact details and consent records that customers submit to order a check;',
          'usage information: device, browser and activity logs kept for security.',
        ],
      },
      {
        heading: '2. How we use it',
        items: [
          'To register you, sign you in and verify who you are (including sending SMS codes);',
          'to carry out checks and produce reports on our customers\' behalf;',
          'to bill, to support you, and to keep accounts and systems secure;',
          'to meet legal obligations.',
        ],
        after: ['We use personal information for nothing else; should a purpose change, we will tell you and ask for consent again.'],
      },
      {
        heading: '3. Candidate consent',
        paragraphs: [
          'A check starts only after the customer has informed the candidate and obtained the candidate\'s separate consent. Candidates can learn how their information is handled, and exercise their rights, through the enterprise that ordered the check or by contacting us.',
        ],
      },
      {
        heading: '4. Sharing, entrusted processing and disclosure',
        paragraphs: [
          'To complete checks we may pass the necessary information to organisations lawfully providing verification (of education, qualifications or identity), which must protect it to a standard no lower than this policy. We do not sell personal information and do not disclose it publicly unless the law requires it.',
        ],
      },
      {
        heading: '5. Storage and retention',
        paragraphs: [
          'Personal information is encrypted in transit and at rest, and sensitive details such as phone numbers are masked on screen. We keep information only as long as its purpose requires, then delete or anonymise it, unless the law requires otherwise.',
        ],
      },
      {
        heading: '6. Security',
        items: [
          'Encryption in transit and at rest;',
          'access granted by role, and each enterprise\'s data kept apart from the others\';',
          'activity records and security audits;',
          'in a security incident, prompt notice and remedial action as the law requires.',
        ],
      },
      {
        heading: '7. Your rights',
        paragraphs: [
          'You may access, copy, correct, complete and delete your personal information, withdraw consent, close your account, and ask us to explain this policy. Use the console or contact us as below; we answer within fifteen working days.',
        ],
      },
      {
        heading: '8. Minors',
        paragraphs: ['The service is for business users and is not offered to anyone under eighteen.'],
      },
      {
        heading: '9. Updates',
        paragraphs: ['When this policy changes we publish the new version on this page and announce significant changes separately.'],
      },
      {
        heading: '10. Contact',
        paragraphs: ['For questions about personal information: call {phone} or write to {email}.'],
      },
    ],
  },
};
