/**
 * Wording of the upload pipeline's codes (docs/api-uploads.md), zh and en. The item errors of a
 * voyage upload are the ledger's own (ledgerMessages.ts); these are the upload's additions.
 */
export const UPLOAD_MESSAGES: Record<string, { zh: string; en: string }> = {
  upload_refused: {
    zh: '上传的数据有误，未写入任何数据',
    en: 'The upload has errors; nothing was written.',
  },
  'upload.kind_unknown': { zh: '未知的上传类型', en: 'Unknown upload kind' },
  'upload.sha256_format': { zh: '文件摘要应为 64 位十六进制', en: 'The file hash must be 64 hex digits' },
  'upload.snapshots_only': {
    zh: '存油快照上传只能包含快照',
    en: 'A ROB snapshot upload may hold snapshots only',
  },
  'upload.ship_required': { zh: '请选择船舶', en: 'Choose the ship' },
  'upload.ship_other': {
    zh: '船舶 {{ship}} 不是本次上传所选的船舶',
    en: 'Ship {{ship}} is not the ship this upload is for',
  },
  'upload.board_sn_twice': {
    zh: '同类设备的船上编号重复',
    en: 'This board serial number appears twice for the same kind of equipment',
  },
  'upload.imo_twice': {
    zh: 'IMO 编号 {{imo}} 在文件中重复',
    en: 'IMO number {{imo}} appears twice in the file',
  },
  'upload.needs_permission': {
    zh: '没有此类上传所需的权限',
    en: 'You do not have the permission this kind of upload needs',
  },
};
