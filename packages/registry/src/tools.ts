// Maintained by scripts/new-tool.mjs (`pnpm gen:tool <slug>`): one import line per tool, array in id order.
// Card data only (tool-kit's ToolMeta): every page's entry chunk carries this list.
import type { ToolMeta } from '@toolnest/tool-kit';
import youtubeDownloader from '@toolnest/youtube-downloader/meta';
import tiktokDownloader from '@toolnest/tiktok-downloader/meta';
import caseConvert from '@toolnest/case-convert/meta';
import wordCount from '@toolnest/word-count/meta';
import urlEncoder from '@toolnest/url-encoder/meta';
import base64Converter from '@toolnest/base64-converter/meta';
import passwordGenerator from '@toolnest/password-generator/meta';
import smallTextGenerator from '@toolnest/small-text-generator/meta';
import textDiff from '@toolnest/text-diff/meta';
import textToBinary from '@toolnest/text-to-binary/meta';
import binaryDecoder from '@toolnest/binary-decoder/meta';
import invisibleCharacter from '@toolnest/invisible-character/meta';
import hoursCalculator from '@toolnest/hours-calculator/meta';
import spamScoreChecker from '@toolnest/spam-score-checker/meta';
import cloakingChecker from '@toolnest/cloaking-checker/meta';
import openGraphGenerator from '@toolnest/open-graph-generator/meta';
import pdfToZip from '@toolnest/pdf-to-zip/meta';
import plagiarismChecker from '@toolnest/plagiarism-checker/meta';
import facebookDownloader from '@toolnest/facebook-downloader/meta';
import youtubeMp3Converter from '@toolnest/youtube-mp3-converter/meta';
import checkSplitter from '@toolnest/check-splitter/meta';
import jsonFormatter from '@toolnest/json-formatter/meta';

/** Every built-in tool, in tool id order. */
export const builtInTools: readonly ToolMeta[] = [
  youtubeDownloader,
  tiktokDownloader,
  caseConvert,
  wordCount,
  urlEncoder,
  base64Converter,
  passwordGenerator,
  smallTextGenerator,
  textDiff,
  textToBinary,
  binaryDecoder,
  invisibleCharacter,
  hoursCalculator,
  spamScoreChecker,
  cloakingChecker,
  openGraphGenerator,
  pdfToZip,
  plagiarismChecker,
  facebookDownloader,
  youtubeMp3Converter,
  checkSplitter,
  jsonFormatter,
];
