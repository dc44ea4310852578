// The manifest's share target, as the build, the service worker and the share page
// read it. Chromium takes files only from a POST of multipart/form-data, so text shares come
// that way too; the worker keeps the files in Cache Storage and sends the page to GET /share
// with the text in the query (the GET link keeps working on its own).
export const SHARE_PATH = '/share';
/** The form field of shared files. */
export const SHARE_FILES_FIELD = 'media';
/** The query parameter naming the kept files of one share. */
export const SHARE_FILES_PARAM = 'files';
export const SHARE_CACHE = 'starling-shared';
/** Where one share's files wait in SHARE_CACHE: `${SHARE_FILES_PREFIX}<id>/<n>`. */
export const SHARE_FILES_PREFIX = '/_starling/shared/';
export const SHARE_ACCEPT = ['image/*'];

export const SHARE_TARGET = {
  action: SHARE_PATH,
  method: 'POST' as const,
  enctype: 'multipart/form-data',
  params: { title: 'title', text: 'text', url: 'url', files: [{ name: SHARE_FILES_FIELD, accept: SHARE_ACCEPT }] },
};
