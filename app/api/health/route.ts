// TEMPORARY stub so the Playwright webServer can wait on /api/health; replaced on merge.
export function GET() {
  return Response.json({ ok: true });
}
