import { configureStore } from '@reduxjs/toolkit'
import { useDispatch, useSelector, useStore } from 'react-redux'
import { campaignSlice } from './campaign-slice'
import { campaignNavSlice } from '../campaign/campaign-nav'
import { chatSlice } from './chat-slice'
import { gameSlice } from './game-slice'
import { lanSlice } from './lan-slice'
import { lobbySlice } from './lobby-slice'
import { planningSlice } from './planning-slice'
import { replaySlice } from './replay-slice'
import { rulesetSlice } from './ruleset-slice'
import { savesSlice } from './saves-slice'
import { settingsSlice } from './settings-slice'
import { uiSlice } from './ui-slice'

export function makeStore() {
  return configureStore({
    reducer: { game: gameSlice.reducer, ui: uiSlice.reducer, planning: planningSlice.reducer, saves: savesSlice.reducer, replay: replaySlice.reducer, lobby: lobbySlice.reducer, lan: lanSlice.reducer, chat: chatSlice.reducer, settings: settingsSlice.reducer, campaign: campaignSlice.reducer, campaignNav: campaignNavSlice.reducer, rulesetGame: rulesetSlice.reducer },
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type RootState = ReturnType<AppStore['getState']>
export type AppDispatch = AppStore['dispatch']

export const useAppDispatch = useDispatch.withTypes<AppDispatch>()
export const useAppSelector = useSelector.withTypes<RootState>()
export const useAppStore = useStore.withTypes<AppStore>()
