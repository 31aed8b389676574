import { Trans } from '@lingui/react/macro'
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { issueReportUrl } from './issueReport'

interface State {
  error: Error | null
}

/** 'Something went wrong': the stack trace, a prefilled issue report and the support chat. */
export class ErrorBoundary extends Component<{ children: ReactNode; getState?: () => unknown }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Something went wrong', error, info.componentStack)
    void import('../../core/services').then(({ getServices }) => getServices().exception(error, true))
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <div className="crash" role="alert">
        <h1>
          <Trans>Something went wrong</Trans>
        </h1>
        <pre className="crash__stack" data-testid="crash-stack">
          {error.stack ?? String(error)}
        </pre>
        <a
          data-testid="crash-issue-link"
          href={issueReportUrl(error, window.location.href, this.props.getState?.(), navigator.userAgent)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Trans>Create an issue on GitHub</Trans>
        </a>
        <a href="https://discord.gg/FCfyBSbCU5" target="_blank" rel="noopener noreferrer">
          <Trans>Get support on Discord</Trans>
        </a>
      </div>
    )
  }
}
