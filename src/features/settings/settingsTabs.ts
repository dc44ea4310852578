// The settings modal's tabs, in order, with what each needs to show.
import type { ComponentType } from 'react';
import { lazyChunk } from '../../ui/lazyChunk';
import { AboutTab } from './tabs/AboutTab';
import { FilteringTab } from './tabs/FilteringTab';
import { GeneralTab } from './tabs/GeneralTab';

export interface SettingsTabDef {
  id: string;
  /** i18n key of the tab label. */
  label: string;
  component: ComponentType;
  /** Needs a signed-in user; `pleroma`: needs the Pleroma API; `filters`: a filters API (capability table). */
  needs?: 'user' | 'pleroma' | 'filters';
}

export const SETTINGS_TABS: SettingsTabDef[] = [
  { id: 'general', label: 'settings.tabs.general', component: GeneralTab },
  { id: 'profile', label: 'settings.tabs.profile', component: lazyChunk(() => import('./tabs/ProfileTab')), needs: 'user' },
  { id: 'security', label: 'settings.tabs.security', component: lazyChunk(() => import('./tabs/SecurityTab')), needs: 'pleroma' },
  { id: 'filtering', label: 'settings.tabs.filtering', component: FilteringTab },
  { id: 'serverFilters', label: 'settings.tabs.server_filters', component: lazyChunk(() => import('./tabs/filters/ServerFiltersTab')), needs: 'filters' },
  { id: 'notifications', label: 'settings.tabs.notifications', component: lazyChunk(() => import('./tabs/NotificationsTab')), needs: 'user' },
  { id: 'mutes', label: 'settings.tabs.mutes_and_blocks', component: lazyChunk(() => import('./tabs/MutesBlocksTab')), needs: 'user' },
  { id: 'data', label: 'settings.tabs.data_import_export', component: lazyChunk(() => import('./tabs/DataTab')), needs: 'user' },
  { id: 'theme', label: 'settings.tabs.theme', component: lazyChunk(() => import('../theme/ThemeTab')) },
  { id: 'version', label: 'settings.tabs.version', component: AboutTab },
];
