import type { RootState } from '../../core/store'
import './state/reducer'

/** Expert mode: the spec's setting that, among others, allows a recipient other than the account. */
export const selectExpertMode = (state: RootState): boolean => state.user.userExpertMode
