import type { EmployeeInput, ProgramInput } from '@muestrario/shared/contract';
import type { ProgramDetail } from '@muestrario/shared/domain';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildProgram, buildSample, buildUser, type BuiltProgram, type BuiltUser } from '../helpers/builders';
import { anonymous } from '../helpers/request';
import { testDatabases } from '../helpers/databases';

// Argon2 sign-ins on a shared, busy machine.
jest.setTimeout(120_000);

const programBody = (over: Partial<ProgramInput> = {}): ProgramInput => ({
  name: 'Uniformes 2026',
  period: 'anual',
  periodStart: '2026-01-01',
  notes: '',
  active: true,
  sellerId: null,
  ...over,
});

/** Programs, job titles, kits and the roster through the API (issue 35), on both databases. */
describe.each(testDatabases)('uniform programs API (%s)', (kind) => {
  let t: TestApp;
  let seller: BuiltUser;
  let other: BuiltUser;
  let admin: BuiltUser;
  let designer: BuiltUser;
  let p: BuiltProgram;

  const count = async (table: 'uniform_programs' | 'program_job_titles' | 'program_kit_lines' | 'program_employees' | 'program_employee_sizes') =>
    Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
  const employeeBody = (over: Partial<EmployeeInput> = {}): EmployeeInput => ({
    employeeNumber: 'N-100',
    name: 'Martha Ibarra',
    jobTitleId: p.jobTitles.operator,
    area: 'Almacén',
    startDate: '2025-03-03',
    active: true,
    sizes: { [p.styles.polo.garmentType]: 'M', [p.styles.trousers.garmentType]: '32', [p.styles.cap.garmentType]: 'UNI' },
    ...over,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await buildUser(t.app, { role: 'seller' });
    other = await buildUser(t.app, { username: 'otro', role: 'seller' });
    admin = await buildUser(t.app, { role: 'admin' });
    designer = await buildUser(t.app, { role: 'designer' });
    p = await buildProgram(t.app, { sellerId: seller.id, employees: 12 });
  });
  afterAll(() => t.close());

  describe('programs of a client', () => {
    it('lets the seller create one on a client, listed for them and an admin, not for another seller', async () => {
      const res = await seller.as('POST', `/api/business-partners/${p.clientId}/programs`, programBody({ name: '  Uniformes   2026 ', notes: 'Dotación anual' }));
      expect(res.statusCode).toBe(201);
      const created: ProgramDetail = res.json();
      expect(created).toMatchObject({ name: 'Uniformes 2026', sellerId: seller.id, period: 'anual', periodStart: '2026-01-01', periodEnd: '2026-12-31', jobTitles: [], garmentTypes: [] });
      const mine = (await seller.as.get(`/api/business-partners/${p.clientId}/programs`)).json();
      expect(mine.map((x: { name: string }) => x.name).sort()).toEqual(['Uniformes 2025', 'Uniformes 2026']);
      expect((await admin.as.get(`/api/business-partners/${p.clientId}/programs`)).json()).toHaveLength(2);
      expect((await other.as.get(`/api/business-partners/${p.clientId}/programs`)).json()).toEqual([]);
    });

    it('refuses the same name twice on one client (no case or accents), a supplier and a partner that does not exist; nothing written', async () => {
      const before = await count('uniform_programs');
      const twin = await seller.as('POST', `/api/business-partners/${p.clientId}/programs`, programBody({ name: 'UNIFORMES 2025' }));
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toMatchObject({ message: 'Este cliente ya tiene un programa llamado «UNIFORMES 2025».', fields: ['name'] });
      const supplier = await t.app.db
        .insertInto('clients')
        .values({ card_code: 'P9001', card_name: 'Telas del Norte', partner_type: 'Proveedor', country: 'México', department: null, search_text: 'telas', search_name: 'telas', created_at: '2025-01-01' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await seller.as('POST', `/api/business-partners/${supplier.id}/programs`, programBody());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Los programas de uniformes son de clientes: este socio de negocios es un proveedor.');
      expect((await seller.as('POST', '/api/business-partners/999999/programs', programBody())).statusCode).toBe(404);
      expect(await count('uniform_programs')).toBe(before);
    });

    it('lets an admin name the seller; a seller cannot hand a program to another', async () => {
      const res = await admin.as('POST', `/api/business-partners/${p.clientId}/programs`, programBody({ name: 'Programa de la otra', sellerId: other.id }));
      expect(res.statusCode).toBe(201);
      expect(res.json().sellerId).toBe(other.id);
      const id = res.json().id as number;
      expect((await other.as.get(`/api/programs/${id}`)).statusCode).toBe(200);
      const handOver = await other.as('PUT', `/api/programs/${id}`, programBody({ name: 'Programa de la otra', sellerId: seller.id }));
      expect(handOver.statusCode).toBe(403);
      expect(handOver.json().message).toBe('Solo un administrador cambia el vendedor de un programa.');
      const bad = await admin.as('PUT', `/api/programs/${id}`, programBody({ name: 'Programa de la otra', sellerId: designer.id }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toEqual(['sellerId']);
    });

    it('keeps other sellers and other roles out, with the table’s reasons', async () => {
      const get = await other.as.get(`/api/programs/${p.programId}`);
      expect(get.statusCode).toBe(403);
      expect(get.json().message).toBe('Solo el vendedor del programa de uniformes o un administrador pueden verlo o cambiarlo.');
      const write = await other.as('POST', `/api/programs/${p.programId}/job-titles`, { name: 'Intruso' });
      expect(write.statusCode).toBe(403);
      const role = await designer.as.get(`/api/programs/${p.programId}`);
      expect(role.statusCode).toBe(403);
      expect(role.json().message).toBe('Solo los vendedores y los administradores ven y llevan los programas de uniformes.');
      expect((await anonymous(t.app).get(`/api/programs/${p.programId}`)).statusCode).toBe(401);
      expect((await admin.as.get(`/api/programs/${p.programId}`)).statusCode).toBe(200);
      expect((await seller.as.get('/api/programs/999999')).statusCode).toBe(404);
      expect((await t.app.db.selectFrom('program_job_titles').select('id').where('name', '=', 'Intruso').execute()).length).toBe(0);
    });

    it('saves an edit (period, start, inactive)', async () => {
      const res = await seller.as('PUT', `/api/programs/${p.programId}`, programBody({ name: 'Uniformes 2025', period: 'semestral', periodStart: '2025-01-01', active: true }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ period: 'semestral', periodEnd: '2025-06-30', employeeCount: 12 });
      await seller.as('PUT', `/api/programs/${p.programId}`, programBody({ name: 'Uniformes 2025', period: 'anual', periodStart: '2025-01-01' }));
    });
  });

  describe('job titles and kits', () => {
    it('adds, renames and deletes a job title; refuses a twin name and deleting one with employees', async () => {
      const added = await seller.as('POST', `/api/programs/${p.programId}/job-titles`, { name: 'Chofer' });
      expect(added.statusCode).toBe(201);
      const chofer = (added.json() as ProgramDetail).jobTitles.find((j) => j.name === 'Chofer')!;
      expect(chofer).toMatchObject({ sortOrder: 2, kit: [], employeeCount: 0 });
      const twin = await seller.as('POST', `/api/programs/${p.programId}/job-titles`, { name: ' chófer ' });
      expect(twin.statusCode).toBe(409);
      expect(twin.json()).toMatchObject({ message: 'El programa ya tiene el puesto «chófer».', fields: ['name'] });
      const renamed = await seller.as('PUT', `/api/programs/${p.programId}/job-titles/${chofer.id}`, { name: 'Chofer repartidor' });
      expect((renamed.json() as ProgramDetail).jobTitles.map((j) => j.name)).toEqual(['Operador de almacén', 'Supervisor', 'Chofer repartidor']);
      const busy = await seller.as('DELETE', `/api/programs/${p.programId}/job-titles/${p.jobTitles.supervisor}`);
      expect(busy.statusCode).toBe(409);
      expect(busy.json().message).toMatch(/^El puesto «Supervisor» tiene \d+ empleados: cámbialos de puesto antes de borrarlo\.$/);
      const gone = await seller.as('DELETE', `/api/programs/${p.programId}/job-titles/${chofer.id}`);
      expect((gone.json() as ProgramDetail).jobTitles).toHaveLength(2);
      expect((await seller.as('DELETE', `/api/programs/${p.programId}/job-titles/${chofer.id}`)).statusCode).toBe(404);
    });

    it('adds a kit line of an authorised sample of the client, in a colour of the style', async () => {
      const jacketColours = await t.app.db.selectFrom('item_colours').select(['id', 'name']).where('item_id', '=', p.styles.jacket.id).orderBy('sort_order').execute();
      const black = jacketColours.find((c) => c.name === 'Negro')!;
      const res = await seller.as('POST', `/api/programs/${p.programId}/job-titles/${p.jobTitles.supervisor}/kit-lines`, {
        itemId: p.styles.jacket.id,
        colourId: black.id,
        sampleId: p.styles.jacket.sampleId,
        piecesPerPeriod: 1,
      });
      expect(res.statusCode).toBe(201);
      const kit = (res.json() as ProgramDetail).jobTitles.find((j) => j.id === p.jobTitles.supervisor)!.kit;
      expect(kit.map((k) => `${k.itemCode} ${k.colourName} ×${k.piecesPerPeriod}`)).toEqual(['POL-001 Azul marino ×3', 'CHM-001 Azul marino ×1', 'CHM-001 Negro ×1']);
      const twin = await seller.as('POST', `/api/programs/${p.programId}/job-titles/${p.jobTitles.supervisor}/kit-lines`, {
        itemId: p.styles.jacket.id,
        colourId: black.id,
        sampleId: p.styles.jacket.sampleId,
        piecesPerPeriod: 2,
      });
      expect(twin.statusCode).toBe(409);
      expect(twin.json().message).toBe('El kit ya lleva el estilo CHM-001 en color Negro.');
      const line = kit[2]!;
      const edited = await seller.as('PUT', `/api/programs/${p.programId}/kit-lines/${line.id}`, { itemId: line.itemId, colourId: line.colourId, sampleId: line.sampleId, piecesPerPeriod: 2 });
      expect(edited.statusCode).toBe(200);
      const removed = await seller.as('DELETE', `/api/programs/${p.programId}/kit-lines/${line.id}`);
      expect((removed.json() as ProgramDetail).jobTitles.find((j) => j.id === p.jobTitles.supervisor)!.kit).toHaveLength(2);
    });

    it('refuses a sample that is not authorised, another client’s, on another garment, a colour of another style and a service; nothing written', async () => {
      const inReview = await buildSample(t.app, { clientId: p.clientId, stage: 5, name: 'Chamarras en revisión', clothingId: null });
      const foreign = await buildProgram(t.app, { sellerId: seller.id, employees: 0 });
      const service = await t.app.items.createInside(
        { code: 'BOR-T1', description: 'Bordado', kind: 'Servicio', clothingId: null, satProductKey: '73151900', satUnitKey: 'E48', unit: 'pieza', articleCode: null, colours: [], sizes: [], active: true },
        '2025-03-10T10:00:00.000Z',
      );
      const valid = { itemId: p.styles.jacket.id, colourId: p.styles.jacket.colourId, sampleId: p.styles.jacket.sampleId, piecesPerPeriod: 1 };
      const url = `/api/programs/${p.programId}/job-titles/${p.jobTitles.operator}/kit-lines`;
      const before = await count('program_kit_lines');
      const cases: [Record<string, number>, string, string][] = [
        [{ sampleId: inReview }, 'sampleId', 'La muestra «Chamarras en revisión» está en la etapa «Fotografía»: un kit solo lleva muestras autorizadas (etapa 7, Autorizada).'],
        [{ sampleId: foreign.styles.jacket.sampleId }, 'sampleId', `La muestra «CHM-001 Logística Prueba` ],
        [{ colourId: p.styles.polo.colourId }, 'colourId', 'El color elegido no es del estilo CHM-001.'],
        [{ itemId: service, colourId: p.styles.polo.colourId }, 'itemId', '«BOR-T1» no es un estilo: un kit lleva prendas con colores y tallas.'],
        [{ itemId: 999_999 }, 'itemId', 'El estilo no existe.'],
        [{ sampleId: 999_999 }, 'sampleId', 'La muestra no existe.'],
      ];
      for (const [over, field, message] of cases) {
        const res = await seller.as('POST', url, { ...valid, ...over });
        expect([over, res.statusCode, res.json().fields]).toEqual([over, 400, [field]]);
        expect([over, res.json().message.slice(0, message.length)]).toEqual([over, message]);
      }
      // A sample made on another garment than the style's (both name one of the catalogue).
      const original = (await t.app.db.selectFrom('items').select('clothing_id').where('id', '=', p.styles.jacket.id).executeTakeFirstOrThrow()).clothing_id;
      const garment = async (title: string) => (await t.app.db.insertInto('clothing').values({ title, image: '', sort_order: 99 }).returning('id').executeTakeFirstOrThrow()).id;
      const [jacketGarment, capGarment] = [await garment('Chamarra de prueba'), await garment('Gorra de prueba')];
      await t.app.db.updateTable('items').set({ clothing_id: jacketGarment }).where('id', '=', p.styles.jacket.id).execute();
      const capSample = await buildSample(t.app, { clientId: p.clientId, stage: 7, name: 'Gorras autorizadas', clothingId: capGarment });
      const res = await seller.as('POST', url, { ...valid, sampleId: capSample });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('La muestra «Gorras autorizadas» está hecha sobre «Gorra de prueba», no sobre la prenda del estilo CHM-001 («Chamarra de prueba»).');
      await t.app.db.updateTable('items').set({ clothing_id: original }).where('id', '=', p.styles.jacket.id).execute();
      expect(await count('program_kit_lines')).toBe(before);
    });

    it('keeps a kit line that pieces were ordered on: no delete, no change of style or colour; its pieces may change', async () => {
      const order = await t.app.db
        .insertInto('documents')
        .values({
          kind: 'order', series: 'OV', number: 9001, folio: 'OV09001', status: 'Abierta', partner_id: p.clientId, contact_id: null, owner_id: seller.id, created_by: seller.id,
          name: '', reference: '', currency: 'MXN', exchange_rate: 10000, tax_rate_bp: 1600, subtotal_cents: 0, tax_cents: 0, total_cents: 0, total_mxn_cents: 0,
          ship_street: '', ship_city: '', ship_state: '', ship_zip: '', bill_street: '', bill_city: '', bill_state: '', bill_zip: '', sample_id: null, base_document_id: null,
          search_text: '', doc_date: '2025-03-10', due_date: null, created_at: '2025-03-10', updated_at: '2025-03-10', status_changed_at: null, status_changed_by: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const line = await t.app.db
        .insertInto('document_lines')
        .values({ document_id: order.id, line_number: 0, code: 'POL-001', description: '', quantity: 2, unit_price_cents: 0, discount_bp: 0, line_total_cents: 0, tax_cents: 0, base_document_id: null, base_line_id: null, open_quantity: 2 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const e = p.employees[0]!;
      await t.app.db
        .insertInto('program_order_pieces')
        .values({ program_id: p.programId, employee_id: e.id, kit_line_id: p.kitLines.operatorCap, period_start: '2025-01-01', order_id: order.id, order_line_id: line.id, size: 'UNI', pieces: 1 })
        .execute();
      const del = await seller.as('DELETE', `/api/programs/${p.programId}/kit-lines/${p.kitLines.operatorCap}`);
      expect(del.statusCode).toBe(409);
      const colours = await t.app.db.selectFrom('item_colours').select('id').where('item_id', '=', p.styles.cap.id).orderBy('sort_order').execute();
      const base = { itemId: p.styles.cap.id, colourId: p.styles.cap.colourId, sampleId: p.styles.cap.sampleId };
      const recolour = await seller.as('PUT', `/api/programs/${p.programId}/kit-lines/${p.kitLines.operatorCap}`, { ...base, colourId: colours[1]!.id, piecesPerPeriod: 1 });
      expect(recolour.statusCode).toBe(409);
      const more = await seller.as('PUT', `/api/programs/${p.programId}/kit-lines/${p.kitLines.operatorCap}`, { ...base, piecesPerPeriod: 2 });
      expect(more.statusCode).toBe(200);
      await seller.as('PUT', `/api/programs/${p.programId}/kit-lines/${p.kitLines.operatorCap}`, { ...base, piecesPerPeriod: 1 });
    });
  });

  describe('the roster', () => {
    it('adds an employee with a size per garment type, read back with the job title', async () => {
      const res = await seller.as('POST', `/api/programs/${p.programId}/employees`, employeeBody({ name: '  Martha   Ibarra ', area: ' Almacén ' }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Martha Ibarra', employeeNumber: 'N-100', jobTitleName: 'Operador de almacén', area: 'Almacén', active: true, startDate: '2025-03-03' });
      expect(res.json().sizes).toEqual({ [p.styles.polo.garmentType]: 'M', [p.styles.trousers.garmentType]: '32', [p.styles.cap.garmentType]: 'UNI' });
    });

    it('refuses a duplicate employee (same number, or same name without case or accents) and sizes outside the run; nothing written', async () => {
      const before = [await count('program_employees'), await count('program_employee_sizes')];
      const url = `/api/programs/${p.programId}/employees`;
      const number = await seller.as('POST', url, employeeBody({ name: 'Otra Persona' }));
      expect(number.statusCode).toBe(409);
      expect(number.json()).toMatchObject({ message: 'El número de empleado N-100 ya es de Martha Ibarra.', fields: ['employeeNumber'] });
      const name = await seller.as('POST', url, employeeBody({ employeeNumber: null, name: 'MARTHA IBARRA' }));
      expect(name.statusCode).toBe(409);
      expect(name.json()).toMatchObject({ message: 'Ya hay un empleado llamado «MARTHA IBARRA» en este programa.', fields: ['name'] });
      const size = await seller.as('POST', url, employeeBody({ employeeNumber: 'N-200', name: 'Talla Mala', sizes: { [p.styles.trousers.garmentType]: 'M' } }));
      expect(size.statusCode).toBe(400);
      expect(size.json().fields).toEqual([`sizes.${p.styles.trousers.garmentType}`]);
      expect(size.json().message).toMatch(/^La talla «M» no es de Pantalón industrial de gabardina \(tallas: 28, 30/);
      const foreignType = await seller.as('POST', url, employeeBody({ employeeNumber: 'N-201', name: 'Prenda Ajena', sizes: { 'item:999999': 'M' } }));
      expect(foreignType.statusCode).toBe(400);
      expect(foreignType.json().message).toBe('Esa prenda no está en ningún kit del programa.');
      const other = await buildProgram(t.app, { sellerId: seller.id, employees: 0 });
      const title = await seller.as('POST', url, employeeBody({ employeeNumber: 'N-202', name: 'Puesto Ajeno', jobTitleId: other.jobTitles.operator }));
      expect(title.statusCode).toBe(400);
      expect(title.json()).toMatchObject({ message: 'El puesto no existe en este programa.', fields: ['jobTitleId'] });
      expect([await count('program_employees'), await count('program_employee_sizes')]).toEqual(before);
    });

    it('edits an employee (job title, sizes), deactivates and filters the roster', async () => {
      const martha = (await t.app.db.selectFrom('program_employees').select('id').where('name', '=', 'Martha Ibarra').executeTakeFirstOrThrow()).id;
      const res = await seller.as('PUT', `/api/programs/${p.programId}/employees/${martha}`, employeeBody({ jobTitleId: p.jobTitles.supervisor, area: 'Patio', sizes: { [p.styles.polo.garmentType]: 'G', [p.styles.jacket.garmentType]: 'XG' } }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ jobTitleName: 'Supervisor', area: 'Patio', sizes: { [p.styles.polo.garmentType]: 'G', [p.styles.jacket.garmentType]: 'XG' } });
      const same = await seller.as('PUT', `/api/programs/${p.programId}/employees/${martha}`, employeeBody({ jobTitleId: p.jobTitles.supervisor, area: 'Patio', sizes: {} }));
      expect(same.statusCode).toBe(200);
      const off = await seller.as('PUT', `/api/programs/${p.programId}/employees/${martha}/active`, { active: false });
      expect(off.json().active).toBe(false);
      const roster = (await seller.as.get(`/api/programs/${p.programId}/employees?active=true&jobTitleId=${p.jobTitles.supervisor}`)).json();
      expect(roster.rows.map((r: { name: string }) => r.name)).not.toContain('Martha Ibarra');
      expect(roster.areas).toEqual(['Almacén', 'Embarques', 'Patio']);
      const patio = (await seller.as.get(`/api/programs/${p.programId}/employees?area=Patio&active=false`)).json();
      expect(patio.rows.map((r: { name: string }) => r.name)).toEqual(['Martha Ibarra']);
      expect((await seller.as('PUT', `/api/programs/${p.programId}/employees/999999/active`, { active: true })).statusCode).toBe(404);
      const elsewhere = await buildProgram(t.app, { sellerId: seller.id, employees: 1 });
      expect((await seller.as('PUT', `/api/programs/${p.programId}/employees/${elsewhere.employees[0]!.id}`, employeeBody({ employeeNumber: 'Z' }))).statusCode).toBe(404);
    });
  });
});
