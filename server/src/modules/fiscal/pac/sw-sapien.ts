import type { PacSettings } from '../config';
import { readSealedCfdi, TFD_NS } from './cfdi-reader';
import { checkCancelRequest, PAC_MESSAGES, PacError, type CancelRequest, type CancelResult, type PacClient, type StampResult } from './types';

/*
 * SW sapien (SmarterWeb)'s REST API (docs/decisions/fiscal.md): a token from POST /security/authenticate
 * (headers user and password; cached until shortly before it expires) or PAC_TOKEN; stamping with POST
 * /cfdi40/stamp/v4 (multipart field «xml»: the sealed CFDI; answer {status, data: {uuid, cfdi,
 * fechaTimbrado, …}}); cancelling by UUID with POST /cfdi33/cancel/{rfc}/{uuid}/{motivo}[/{folioSustitucion}]
 * (answer {status, data: {acuse, uuid: {UUID: code}}}: 201 request received, 202 already cancelled).
 * Refusals come as {status: 'error', message, messageDetail}: our PacError 422 with the PAC's message;
 * no answer within PAC_TIMEOUT_MS is a 504, a broken answer a 502: nothing is stamped either way.
 */

type Fetch = typeof fetch;

interface SwAnswer {
  status?: string;
  message?: string;
  messageDetail?: string;
  data?: Record<string, unknown>;
}

const describeError = (a: SwAnswer) => [a.message, a.messageDetail].filter((s) => typeof s === 'string' && s.trim()).join(' — ').slice(0, 500) || 'sin detalle';
const codeOf = (a: SwAnswer) => (typeof a.message === 'string' ? /^([A-Z]*\d+)\s*-/.exec(a.message)?.[1] : undefined);

export class SwSapienPac implements PacClient {
  readonly provider = 'sw' as const;
  readonly testStamps = false;
  private token: { value: string; until: number } | undefined;

  constructor(
    private readonly settings: Pick<PacSettings, 'url' | 'user' | 'password' | 'token' | 'timeoutMs'>,
    private readonly fetchImpl: Fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private url(path: string): string {
    return `${(this.settings.url ?? '').replace(/\/+$/, '')}${path}`;
  }

  /** One call: JSON answer or a PacError (timeout 504, network 502, not JSON 502). */
  private async call(path: string, init: RequestInit): Promise<{ status: number; answer: SwAnswer }> {
    let response: Response;
    try {
      response = await this.fetchImpl(this.url(path), { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs) });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new PacError(504, PAC_MESSAGES.timeout(this.settings.timeoutMs / 1000));
      throw new PacError(502, PAC_MESSAGES.unreachable((error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message.slice(0, 100)));
    }
    let answer: SwAnswer;
    try {
      answer = (await response.json()) as SwAnswer;
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new PacError(504, PAC_MESSAGES.timeout(this.settings.timeoutMs / 1000));
      throw new PacError(502, PAC_MESSAGES.badAnswer(response.status));
    }
    if (!answer || typeof answer !== 'object') throw new PacError(502, PAC_MESSAGES.badAnswer(response.status));
    return { status: response.status, answer };
  }

  private async bearer(): Promise<string> {
    if (this.settings.token) return this.settings.token;
    if (this.token && this.token.until > this.now().getTime()) return this.token.value;
    const { status, answer } = await this.call('/security/authenticate', {
      method: 'POST',
      headers: { user: this.settings.user ?? '', password: this.settings.password ?? '' },
    });
    const token = answer.data?.token;
    if (answer.status !== 'success' || typeof token !== 'string') {
      throw status >= 500 ? new PacError(502, PAC_MESSAGES.badAnswer(status)) : new PacError(502, PAC_MESSAGES.authFailed(describeError(answer)));
    }
    const expires = Number(answer.data?.expires_in);
    // expires_in is a Unix time in seconds; without it, an hour. A minute of margin either way.
    const until = Number.isFinite(expires) && expires > 1e9 ? expires * 1000 - 60_000 : this.now().getTime() + 3_540_000;
    this.token = { value: token, until };
    return token;
  }

  async stamp(sealedXml: string): Promise<StampResult> {
    readSealedCfdi(sealedXml);
    const form = new FormData();
    form.append('xml', new Blob([sealedXml], { type: 'text/xml' }), 'xml');
    const { status, answer } = await this.call('/cfdi40/stamp/v4', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await this.bearer()}` },
      body: form,
    });
    if (answer.status !== 'success') {
      if (status >= 500) throw new PacError(502, PAC_MESSAGES.badAnswer(status));
      if (status === 401 || status === 403) this.token = undefined;
      throw new PacError(422, PAC_MESSAGES.refused(describeError(answer)), codeOf(answer));
    }
    const { uuid, cfdi, fechaTimbrado } = answer.data ?? {};
    if (typeof uuid !== 'string' || typeof cfdi !== 'string' || !cfdi.includes(TFD_NS)) throw new PacError(502, PAC_MESSAGES.badAnswer(status));
    const at = typeof fechaTimbrado === 'string' ? fechaTimbrado : (/FechaTimbrado="([^"]+)"/.exec(cfdi)?.[1] ?? '');
    return { uuid: uuid.toUpperCase(), stampedXml: cfdi, stampedAt: at, testStamp: false };
  }

  async cancel(request: CancelRequest): Promise<CancelResult> {
    checkCancelRequest(request);
    const parts = [request.issuerRfc, request.uuid, request.reason, ...(request.replacementUuid ? [request.replacementUuid] : [])].map(encodeURIComponent);
    const { status, answer } = await this.call(`/cfdi33/cancel/${parts.join('/')}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await this.bearer()}` },
    });
    if (answer.status !== 'success') {
      if (status >= 500) throw new PacError(502, PAC_MESSAGES.badAnswer(status));
      throw new PacError(422, PAC_MESSAGES.cancelRefused(describeError(answer)), codeOf(answer));
    }
    const codes = (answer.data?.uuid ?? {}) as Record<string, unknown>;
    const code = String(codes[request.uuid] ?? codes[request.uuid.toUpperCase()] ?? codes[request.uuid.toLowerCase()] ?? Object.values(codes)[0] ?? '');
    if (code === '202') return { status: 'Cancelada', at: this.now().toISOString() };
    if (code === '201') return { status: 'EnProceso', at: this.now().toISOString() };
    throw new PacError(422, PAC_MESSAGES.cancelRefused(`código ${code || 'desconocido'} del SAT`), code || undefined);
  }
}
