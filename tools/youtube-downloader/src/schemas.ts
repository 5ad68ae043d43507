// POST /api/download/youtube and POST /api/video/info, exported as `./schemas`: the
// server validates with them; the page imports their types only.
export {
  DownloadStartBody as YoutubeDownloadBody,
  DownloadStartResult,
  VideoInfo,
  VideoInfoBody,
  VideoInfoResult,
} from '@toolnest/media/schemas';
