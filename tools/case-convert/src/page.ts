// The lazily loaded chunk of the tool page: the tool and its article.
export { CaseConvert as default } from './CaseConvert';
export { Article } from './article';
