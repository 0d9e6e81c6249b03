/** Signing samples for the help view; each signs `POST /api/goods/page` with a JSON body. */
export interface Sample {
  language: string;
  code: string;
}

export function signingSamples(origin: string): Sample[] {
  return [
    {
      language: 'curl + openssl',
      code: `KEY=ak_xxxxxxxxxxxxxxxxxxxx
SECRET='your accessSecret'
METHOD=POST
URL_PATH=/api/goods/page
QUERY=''            # canonical query: sorted, RFC 3986 encoded
BODY='{"page":1,"pageSize":20}'
TS=$(date +%s)
NONCE=$(openssl rand -hex 16)
BODY_HASH=$(printf '%s' "$BODY" | openssl dgst -sha256 -hex | sed 's/^.* //')
SIGN=$(printf '%s\\n%s\\n%s\\n%s\\n%s\\n%s\\n%s' "$METHOD" "$URL_PATH" "$QUERY" "$KEY" "$TS" "$NONCE" "$BODY_HASH" \\
  | openssl dgst -sha256 -hmac "$SECRET" -binary | base64)
curl -sS -X "$METHOD" "${origin}$URL_PATH" \\
  -H 'Content-Type: application/json' \\
  -H "accessKey: $KEY" -H "timestamp: $TS" -H "nonce: $NONCE" -H "sign: $SIGN" \\
  --data "$BODY"`,
    },
    {
      language: 'Node.js',
      code: `import { createHash, createHmac, randomBytes } from 'node:crypto';

const rfc3986 = (s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
function canonicalQuery(params) { // [[name, value], ...]
  return params.map(([n, v]) => [rfc3986(n), rfc3986(v)])
    .sort(([an, av], [bn, bv]) => (an === bn ? (av < bv ? -1 : av > bv ? 1 : 0) : an < bn ? -1 : 1))
    .map(([n, v]) => n + '=' + v).join('&');
}

export async function signedFetch(accessKey, secret, method, path, params = [], body = '') {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const query = canonicalQuery(params);
  const bodyHash = createHash('sha256').update(body).digest('hex');
  const canonical = [method, path, query, accessKey, timestamp, nonce, bodyHash].join('\\n');
  const sign = createHmac('sha256', secret).update(canonical).digest('base64');
  return fetch('${origin}' + path + (query ? '?' + query : ''), {
    method,
    headers: { 'content-type': 'application/json', accessKey, timestamp, nonce, sign },
    body: body || undefined,
  });
}

const res = await signedFetch('ak_xxxxxxxxxxxxxxxxxxxx', 'your accessSecret', 'POST', '/api/goods/page', [],
  JSON.stringify({ page: 1, pageSize: 20 }));
console.log(await res.json());`,
    },
    {
      language: 'Python',
      code: `import base64, hashlib, hmac, json, secrets, time, urllib.parse, urllib.request

def canonical_query(params):  # [(name, value), ...], not encoded
    q = lambda s: urllib.parse.quote(s, safe='-._~')
    return '&'.join(f'{n}={v}' for n, v in sorted((q(n), q(v)) for n, v in params))

def signed_request(access_key, secret, method, path, params=(), body=b''):
    query = canonical_query(params)
    timestamp, nonce = str(int(time.time())), secrets.token_hex(16)
    canonical = '\\n'.join([method, path, query, access_key, timestamp, nonce, hashlib.sha256(body).hexdigest()])
    sign = base64.b64encode(hmac.new(secret.encode(), canonical.encode(), hashlib.sha256).digest()).decode()
    url = '${origin}' + path + ('?' + query if query else '')
    req = urllib.request.Request(url, data=body or None, method=method, headers={
        'Content-Type': 'application/json', 'accessKey': access_key,
        'timestamp': timestamp, 'nonce': nonce, 'sign': sign})
    return json.load(urllib.request.urlopen(req))

print(signed_request('ak_xxxxxxxxxxxxxxxxxxxx', 'your accessSecret', 'POST', '/api/goods/page',
                     body=json.dumps({'page': 1, 'pageSize': 20}).encode()))`,
    },
    {
      language: 'Java',
      code: `// Java 11+: java.net.http; the query is empty here (see the canonical query rule for others)
String method = "POST", path = "/api/goods/page", query = "";
String body = "{\\"page\\":1,\\"pageSize\\":20}";
String ts = String.valueOf(System.currentTimeMillis() / 1000);
String nonce = java.util.UUID.randomUUID().toString().replace("-", "");
byte[] hash = java.security.MessageDigest.getInstance("SHA-256").digest(body.getBytes(StandardCharsets.UTF_8));
String bodyHash = java.util.HexFormat.of().formatHex(hash);
String canonical = String.join("\\n", method, path, query, accessKey, ts, nonce, bodyHash);
javax.crypto.Mac mac = javax.crypto.Mac.getInstance("HmacSHA256");
mac.init(new javax.crypto.spec.SecretKeySpec(secret.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
String sign = java.util.Base64.getEncoder().encodeToString(mac.doFinal(canonical.getBytes(StandardCharsets.UTF_8)));
HttpRequest request = HttpRequest.newBuilder(URI.create("${origin}" + path))
    .header("Content-Type", "application/json").header("accessKey", accessKey)
    .header("timestamp", ts).header("nonce", nonce).header("sign", sign)
    .method(method, HttpRequest.BodyPublishers.ofString(body)).build();`,
    },
    {
      language: 'C#',
      code: `// .NET 6+: System.Net.Http, System.Security.Cryptography, System.Text
var method = "POST"; var path = "/api/goods/page"; var query = "";
var body = "{\\"page\\":1,\\"pageSize\\":20}";
var ts = DateTimeOffset.UtcNow.ToUnixTimeSeconds().ToString();
var nonce = Convert.ToHexString(RandomNumberGenerator.GetBytes(16)).ToLowerInvariant();
var bodyHash = Convert.ToHexString(SHA256.HashData(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();
var canonical = string.Join("\\n", method, path, query, accessKey, ts, nonce, bodyHash);
using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret));
var sign = Convert.ToBase64String(hmac.ComputeHash(Encoding.UTF8.GetBytes(canonical)));
var request = new HttpRequestMessage(HttpMethod.Post, "${origin}" + path)
{ Content = new StringContent(body, Encoding.UTF8, "application/json") };
foreach (var (name, value) in new[] { ("accessKey", accessKey), ("timestamp", ts), ("nonce", nonce), ("sign", sign) })
    request.Headers.Add(name, value);`,
    },
  ];
}
