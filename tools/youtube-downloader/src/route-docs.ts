// What the API's OpenAPI document says of the YouTube downloader's routes beyond their own schemas: their
// summaries, tag and examples (apps/api's OpenAPI test validates them against those schemas).
import { API_TAGS, type RouteDocs } from '@toolnest/net';
import { downloadFailureDoc, downloadStartDoc } from '@toolnest/media/server';

export const routeDocs: RouteDocs = {
  'POST /download/youtube': downloadStartDoc('YouTube', 'www.youtube.com/watch?v=dQw4w9WgXcQ'),
  'POST /video/info': {
    summary: "Look up a YouTube video's details",
    description: 'What the downloader shows before it starts: title, thumbnail, length and the quality it will pick.',
    tag: API_TAGS.media,
    body: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    responses: {
      200: {
        description: "The video's details; `duration` in seconds.",
        example: {
          success: true,
          title: 'Rick Astley - Never Gonna Give You Up (Official Video)',
          thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg',
          duration: 213,
          uploader: 'Rick Astley',
          selectedQuality: '1080p',
          hasFFmpegMerge: true,
          isLongVideo: false,
        },
      },
      400: downloadFailureDoc('The URL is missing or not a YouTube URL.', 'Please enter a valid YouTube URL.'),
      429: downloadFailureDoc('Too many lookups from this client IP.', 'Too many requests. Please try again in 1 minute.'),
      502: downloadFailureDoc("YouTube's answer could not be had.", 'Could not read this video. Please check the URL and try again.'),
      503: downloadFailureDoc('yt-dlp is missing or the server is busy.', 'The server is busy. Please try again in a minute.'),
    },
  },
};
