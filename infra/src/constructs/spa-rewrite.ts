/**
 * CloudFront Function (viewer request, default behaviour only): client-side routes such as `/app/analyze` have
 * no file extension, so they get the SPA shell; real files keep their path. An error-response mapping
 * (403/404 → index.html) would also swallow the API's own 404s, which is why this is a rewrite instead.
 */
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** The same rule in TypeScript, so a test can pin its behaviour without a CloudFront runtime. */
export const rewriteSpaPath = (uri: string): string => {
  const last = uri.split('/').pop() ?? '';
  return last.includes('.') ? uri : '/index.html';
};
