import { eq } from 'drizzle-orm';
import { CERTIFICATION_NUMBER, DOC_TYPE, type DocType } from '../../../../domain/schemas/documents.js';
import { documentStateMachine } from '../../../../machines/workflow/documentStateMachine.js';
import { sniffAttachment } from '../../../http/sniffAttachment.js';
import { sanitizeRichText } from '../../../http/richText.js';
import { findCompany, updateCompany } from '../../../repositories/companies.js';
import { addAttachment, createDocument, documentStates } from '../../../repositories/documents.js';
import { runTransition } from '../../../workflow/transition.js';
import type { AuthUser } from '../../../types.js';
import type { Db } from '../../client.js';
import { companies } from '../../schema/index.js';
import { DEMO_COMPANIES } from '../demoFleetData.js';
import { demoActor } from './actors.js';
import { onePagePdf, storedZip } from './files.js';

interface StoryDocument {
  name: string;
  number?: string;
  docType: DocType;
  title: string;
  content: string;
  language?: 'all' | 'zh' | 'en';
  file?: { name: string; data: Buffer };
}

/** The published texts of the demo: a notice, a circular with its PDF, a software package, the certification page. */
function storyDocuments(thisYear: number): StoryDocument[] {
  const lastYear = thisYear - 1;
  return [
    {
      name: `${lastYear} 年度报告核查安排 / Verification of the ${lastYear} reports`,
      number: `NOTICE-${thisYear}-01`,
      docType: DOC_TYPE.notice,
      title: `关于 ${lastYear} 年度 IMO DCS 报告核查安排的通知 / Verification of the ${lastYear} IMO DCS reports`,
      content:
        `<p>各船公司：${lastYear} 年度 IMO DCS 报告已进入核查阶段。请在收到船级社退回意见后 10 个工作日内修改并重新提交；` +
        `核查通过后系统将更新船舶的 CII 评级。</p>` +
        `<p>To all companies: the ${lastYear} IMO DCS reports are being verified. Please correct and resubmit ` +
        `a returned report within 10 working days of the class society's reasons; the ship's CII rating is ` +
        `updated once the report is confirmed.</p>`,
    },
    {
      name: `${thisYear} 年能效数据报送指南 / Energy data reporting guide ${thisYear}`,
      number: `CIRC-${thisYear}-03`,
      docType: DOC_TYPE.circular,
      title: `${thisYear} 年船舶能效数据报送指南 / Guide to reporting ship energy data, ${thisYear}`,
      content:
        `<p>本通函说明航次、燃油消耗与 ROB 记录的报送要求，以及 IMO DCS、EU MRV 和中国海事局报告的截止日期。</p>` +
        `<p>This circular sets out what to report for voyages, fuel consumption and ROB records, and the ` +
        `deadlines of the IMO DCS, EU MRV and China MSA reports.</p>`,
      file: {
        name: `reporting-guide-${thisYear}.pdf`,
        data: onePagePdf(`Guide to reporting ship energy data, ${thisYear}`),
      },
    },
    {
      name: '船舶能效数据采集工具 / Ship energy data collector',
      number: 'SW-COLLECTOR-1.4.2',
      docType: DOC_TYPE.software,
      title: '船舶能效数据采集工具 1.4.2 / Ship energy data collector 1.4.2',
      content:
        '<p>船端离线录入航次与燃油数据，联网后按上传模板导出。</p>' +
        '<p>Records voyages and fuel on board without a connection and exports them in the upload template.</p>',
      file: {
        name: 'energy-data-collector-1.4.2.zip',
        data: storedZip({
          'README.txt':
            'Ship energy data collector 1.4.2\n船舶能效数据采集工具 1.4.2\n\n' +
            'Demo package: it shows how a software package is published on the portal.\n' +
            '演示安装包：展示软件包如何在门户发布。\n',
        }),
      },
    },
    {
      name: '能效认证服务',
      number: CERTIFICATION_NUMBER,
      docType: DOC_TYPE.other,
      language: 'zh',
      title: '船舶能效认证服务',
      content:
        '<p>本服务依据 IMO DCS、EU MRV 和中国海事局的要求，对船舶燃油消耗数据与排放报告进行核查，' +
        '出具符合性声明，并依据 MARPOL 附则 VI 第 28 条核定船舶的年度营运碳强度（CII）评级。</p>' +
        '<p>流程：船公司锁定航次并提交报告 → 船级社核查（通过或附理由退回）→ 确认后的报告与 CII 评级进入船舶档案。</p>' +
        '<p>咨询：运维联系人见页面底部。</p>',
    },
    {
      name: 'Efficiency certification service',
      number: CERTIFICATION_NUMBER,
      docType: DOC_TYPE.other,
      language: 'en',
      title: 'Ship energy-efficiency certification',
      content:
        '<p>The service verifies a ship\u2019s fuel-consumption data and emission reports against the IMO DCS, ' +
        'EU MRV and China MSA requirements, issues the statement of compliance, and establishes the ' +
        'ship\u2019s annual operational carbon-intensity (CII) rating under MARPOL Annex VI regulation 28.</p>' +
        '<p>How it works: the company locks its voyages and submits the report → the class society ' +
        'verifies it (confirms, or returns it with its reasons) → the confirmed report and the CII rating ' +
        'join the ship\u2019s record.</p>' +
        '<p>Questions: see the operations contact at the foot of the page.</p>',
    },
  ];
}

/** Creates a draft, attaches its file and publishes it through the document chart (a history row). */
async function publish(db: Db, admin: AuthUser, d: StoryDocument, at: Date): Promise<number> {
  const who = admin.username;
  const row = await createDocument(
    db,
    {
      name: d.name,
      number: d.number ?? '',
      docType: d.docType,
      title: d.title,
      content: sanitizeRichText(d.content),
      language: d.language ?? 'all',
      remark: '',
      createdBy: who,
      updatedBy: who,
    },
    at,
  );
  if (d.file) {
    const mime = await sniffAttachment(d.file.name, d.file.data, d.docType === DOC_TYPE.software);
    if (!mime) throw new Error(`demo story: ${d.file.name} is not an allowed attachment`);
    await addAttachment(
      db,
      row.id,
      { ownerUserId: admin.userId, name: d.file.name, mime, data: d.file.data },
      who,
      at,
    );
  }
  await runTransition(db, documentStateMachine, documentStates, {
    id: row.id,
    event: { type: 'publish' },
    actor: { userId: admin.userId, roleCode: admin.roleCode },
    at,
    lang: 'en',
  });
  return row.id;
}

export interface PortalStoryResult {
  documents: number;
  optedIn: string | null;
}

/**
 * The portal's content on first start: the notice, a circular with its PDF, a software package and
 * the certification texts (zh and en), each published through the document chart by the
 * administrator; and the independent owner opted in to the public statistics, so `/exchart` has
 * the figures of its ships (aggregates only, no ship named).
 */
export async function seedPortalStory(db: Db, now: number): Promise<PortalStoryResult> {
  const admin = await demoActor(db, 'admin');
  const thisYear = new Date(now).getUTCFullYear();
  const docs = storyDocuments(thisYear);
  // Published a few days apart, oldest first, so the newest-first lists read as a sequence.
  for (const [i, d] of docs.entries())
    await publish(db, admin, d, new Date(now - (docs.length - i) * 3 * 86_400_000));
  const [owner] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.nameEn, DEMO_COMPANIES.blue.nameEn));
  if (!owner) return { documents: docs.length, optedIn: null };
  const row = await findCompany(db, owner.id);
  const { imoNumber, nameEn, nameZh } = row;
  await updateCompany(
    db,
    owner.id,
    row.version,
    { imoNumber, nameEn, nameZh, publicStats: true },
    new Date(now),
  );
  return { documents: docs.length, optedIn: DEMO_COMPANIES.blue.nameEn };
}
