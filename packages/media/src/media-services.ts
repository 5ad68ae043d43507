// The sites an engine downloads from, by id (the built-in ones and the options' own), and the checks
// of a start request against its site: the API server's own engine and the shared queue's side both
// check a start here before they run or queue it.
import { BUILT_IN_SERVICES, YOUTUBE, type MediaService } from './services';
import { checkConversion, checkDownload, type CheckedStart, type ConversionRequest, type DownloadRequest } from './starts';

export class MediaServices {
  private readonly byId = new Map<string, MediaService>();

  /** The built-in sites, then `extra`: one with a built-in id takes its place (tests point them at a fake site). */
  constructor(extra: readonly MediaService[] = []) {
    for (const service of [...BUILT_IN_SERVICES, ...extra]) this.byId.set(service.id, service);
  }

  /** The site with this id; throws for an unknown one (a route names a site the engine was not given). */
  get(id: string): MediaService {
    const service = this.byId.get(id);
    if (!service) throw new Error(`unknown media service "${id}"`);
    return service;
  }

  /** A download request's 400s, else the job it asks for. */
  checkDownload(request: DownloadRequest): CheckedStart {
    return checkDownload(this.get(request.service), request);
  }

  /** A conversion request's 400s, else the job it asks for (on YouTube unless the request names a site). */
  checkConversion(request: ConversionRequest): CheckedStart {
    return checkConversion(this.get(request.service ?? YOUTUBE.id), request);
  }
}
