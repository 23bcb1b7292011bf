/** 201 with a JSON body and the new session's cookies (the sign-ups: they answer signed in). */
export function createdWithCookies(body: object, cookies: string[]) {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(JSON.stringify(body), { status: 201, headers });
}
