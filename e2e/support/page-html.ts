import http from 'node:http';

/** GET a page as a crawler would: no JavaScript, only the HTML (Node cannot resolve *.localhost, so by Host header). */
export function html(url: string): Promise<string> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: target.port, path: `${target.pathname}${target.search}`, headers: { Host: target.host, Accept: 'text/html' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => (response.statusCode === 200 ? resolve(body) : reject(new Error(`${url} answered ${response.statusCode}`))));
      },
    );
    request.on('error', reject);
  });
}
