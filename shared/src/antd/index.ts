/**
 * antd's own texts (date pickers, pagination, empty tables, confirmations) in the shop's language, for the
 * remotes that use antd (the ambassador portal and the back office). A subpath of its own, which each of them
 * bundles: antd is not shared (ARCHITECTURE.md), and the shell and the other remotes never load this file.
 * antd is a peer dependency: the remote that imports this brings it.
 */
import type { Locale as AntdLocale } from 'antd/es/locale';
import azAZ from 'antd/es/locale/az_AZ';
import enUS from 'antd/es/locale/en_US';
import ruRU from 'antd/es/locale/ru_RU';
import trTR from 'antd/es/locale/tr_TR';
import type { Locale } from '../i18n/catalogue';

/** The antd locale of each shop language, for `<ConfigProvider locale={ANTD_LOCALES[locale]}>`. */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = { en: enUS, ru: ruRU, tr: trTR, az: azAZ };
