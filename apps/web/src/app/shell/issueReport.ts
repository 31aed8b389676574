/** Where crash reports are filed. */
export const ISSUES_URL = 'https://github.com/exchange-interface/interface/issues/new'

/**
 * A prefilled issue for a crash: the URL, the swap/mint/burn state, the error and device data.
 * Only the parts of the state that describe what the user was doing are included, never keys.
 */
export function issueReportUrl(error: Error, url: string, state: unknown, userAgent: string): string {
  const relevant =
    typeof state === 'object' && state !== null
      ? Object.fromEntries(
          Object.entries(state as Record<string, unknown>).filter(([key]) =>
            ['swap', 'mint', 'mintV3', 'burn', 'burnV3'].includes(key),
          ),
        )
      : {}
  const body = [
    '## URL',
    '',
    url,
    '',
    '## State',
    '',
    '```json',
    JSON.stringify(relevant, null, 2),
    '```',
    '',
    '## Error',
    '',
    '```',
    `${error.name}: ${error.message}`,
    '',
    error.stack ?? '',
    '```',
    '',
    '## Device data',
    '',
    '```',
    userAgent,
    '```',
  ].join('\n')
  const params = new URLSearchParams({ title: `Crash report: \`${error.name}\``, labels: 'bug', body })
  return `${ISSUES_URL}?${params.toString()}`
}
