export { CaseConvert, CaseConvert as default, DOWNLOAD_FILENAME, type CaseConvertProps } from './CaseConvert';
export { Article } from './article';
export { default as caseConvertMeta } from './meta';
