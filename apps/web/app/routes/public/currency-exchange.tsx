import { currencyEndpoints } from '@app/contract';
import { type ConverterState, FRESH_VALUES } from '../../features/currency/CurrencyConverter.tsx';
import { CurrencyPage } from '../../features/currency/CurrencyPage.tsx';
import { callApi } from '../../lib/api.server.ts';
import { getBridge } from '../../lib/context.ts';
import { errorText } from '../../lib/form-errors.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/currency-exchange';

/**
 * Fresh form on a plain visit; with `?amount&from&to` (the form sent without JavaScript) the
 * conversion is made here through the API, so the page works before or without its scripts.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const bridge = getBridge(context);
  const canonical = `${bridge.publicUrl.replace(/\/$/, '')}/currency-exchange`;
  const params = new URL(request.url).searchParams;
  if (!params.has('from') && !params.has('to')) {
    return { canonical, initial: { values: FRESH_VALUES, conversion: null, message: null, fieldErrors: {} } };
  }
  const values = {
    amount: params.get('amount') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const res = await callApi(context, request, currencyEndpoints.convert, { query: values, token: null });
  const initial: ConverterState = res.ok
    ? { values, conversion: res.data, message: null, fieldErrors: {} }
    : {
        values,
        conversion: null,
        message: res.status === 422 ? null : errorText(res.error),
        fieldErrors: res.error.errors ?? {},
      };
  return { canonical, initial };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Quy đổi tiền tệ',
    description:
      'Quy đổi Yên Nhật, Won Hàn Quốc, Đài tệ, Euro và hơn 40 loại tiền khác sang Việt Nam đồng theo tỷ giá cập nhật hằng ngày.',
    canonical: loaderData?.canonical,
  });

export default function CurrencyExchange({ loaderData }: Route.ComponentProps) {
  return <CurrencyPage initial={loaderData.initial} />;
}
