import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useAccount } from 'wagmi'
import { ExternalLink } from '../../components/ExternalLink'
import { Popover } from '../../components/Popover'
import { ApplicationModal, setOpenModal } from '../../core/application'
import { useAppDispatch, useAppSelector } from '../../core/store'
import { SUPPORTED_LOCALES, updateUserDarkMode, useDarkMode } from '../../features/settings'
import { localeName } from './localeNames'

/** The header menu: links, theme and a language sub-view; it opens on the main view every time. */
export function Menu() {
  const { t, i18n } = useLingui()
  const dispatch = useAppDispatch()
  const open = useAppSelector((state) => state.application.openModal === ApplicationModal.MENU)
  const dark = useDarkMode()
  const [view, setView] = useState<'main' | 'language'>('main')
  const { pathname, search } = useLocation()
  // The airdrop is on mainnet: the claim-for-address dialog is offered there to a connected wallet.
  const { isConnected, chainId } = useAccount()

  useEffect(() => {
    if (open) setView('main')
  }, [open])

  const withLocale = (locale: string) => {
    const params = new URLSearchParams(search)
    params.set('lng', locale)
    return `${pathname}?${params.toString()}`
  }

  return (
    <Popover
      className="menu"
      open={open}
      onDismiss={() => dispatch(setOpenModal(null))}
      toggle={{
        className: 'menu__button',
        'aria-label': t`Menu`,
        'data-testid': 'menu-button',
        onClick: () => dispatch(setOpenModal(ApplicationModal.MENU)),
        children: '···',
      }}
    >
      {open ? (
        <div className="menu__flyout" data-testid="menu">
          {view === 'main' ? (
            <>
              <ExternalLink href="https://docs.uniswap.org/">
                <Trans>Docs</Trans>
              </ExternalLink>
              <ExternalLink href="https://github.com/Uniswap">
                <Trans>Code</Trans>
              </ExternalLink>
              {isConnected && chainId === 1 ? (
                <button
                  type="button"
                  className="link-button"
                  data-testid="menu-claim"
                  onClick={() => dispatch(setOpenModal(ApplicationModal.ADDRESS_CLAIM))}
                >
                  <Trans>Claim UNI</Trans>
                </button>
              ) : null}
              <button
                type="button"
                className="link-button"
                data-testid="menu-language"
                onClick={() => setView('language')}
              >
                <Trans>Language</Trans>
              </button>
              <button
                type="button"
                className="link-button"
                onClick={() => dispatch(updateUserDarkMode({ userDarkMode: !dark }))}
              >
                {dark ? <Trans>Light Theme</Trans> : <Trans>Dark Theme</Trans>}
              </button>
            </>
          ) : (
            <div data-testid="menu-language-view">
              <button type="button" className="link-button" onClick={() => setView('main')}>
                <span className="flip-in-rtl" aria-hidden="true">
                  ←
                </span>{' '}
                <Trans>Language</Trans>
              </button>
              <ul className="menu__languages">
                {SUPPORTED_LOCALES.map((locale) => (
                  <li key={locale}>
                    <Link
                      to={withLocale(locale)}
                      aria-current={i18n.locale === locale ? 'true' : undefined}
                      onClick={() => dispatch(setOpenModal(null))}
                    >
                      {localeName(locale)} {i18n.locale === locale ? '✓' : ''}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      ) : null}
    </Popover>
  )
}
