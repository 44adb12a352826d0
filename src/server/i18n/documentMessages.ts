/** Wording of the documents' and the portal's codes (docs/documents-and-portal.md), zh and en. */
export const DOCUMENT_MESSAGES: Record<string, { zh: string; en: string }> = {
  attachment_type: {
    zh: '只能上传 pdf、docx、xlsx、zip、png、jpg 文件（软件包还可上传 exe、msi）',
    en: 'Only pdf, docx, xlsx, zip, png or jpg files (software packages also exe or msi) can be attached.',
  },
  attachment_too_large: { zh: '附件不能超过 10MB', en: 'An attachment must be at most 10 MB.' },
  attachment_limit: { zh: '每个资料最多 10 个附件', en: 'A document holds at most 10 attachments.' },
  attachment_name_taken: {
    zh: '该资料已有同名附件',
    en: 'The document already has an attachment of that name.',
  },
  document_not_draft: {
    zh: '只有草稿状态的资料可以修改，请先改回草稿',
    en: 'Only a draft can be changed; move the document back to draft first.',
  },
  document_published: {
    zh: '已发布的资料不能删除，请先作废',
    en: 'A published document cannot be deleted; invalidate it first.',
  },
  'msg.no_path': { zh: '不能包含路径', en: 'Must not contain a path' },
};
