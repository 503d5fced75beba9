import { mentionedUsernames, notificationRecipients } from './notify';

const staff = [
  { id: 1, role: 'seller' as const },
  { id: 2, role: 'seller' as const },
  { id: 3, role: 'designer' as const },
  { id: 4, role: 'quality' as const },
  { id: 5, role: 'quality' as const },
  { id: 6, role: 'admin' as const },
];

describe('mentions', () => {
  it('finds each @username once, lower-case, and not inside an e-mail', () => {
    expect(mentionedUsernames('@Calidad revisa esto, @diseno y otra vez @calidad. Escribe a ana@correo.mx')).toEqual(['calidad', 'diseno']);
    expect(mentionedUsernames('@juan.perez, ¿ya?')).toEqual(['juan.perez']);
    expect(mentionedUsernames('sin menciones @')).toEqual([]);
  });
});

describe('notificationRecipients', () => {
  it('a comment: mentioned staff (once each), then the owner; never the author', () => {
    expect(notificationRecipients({ kind: 'comment_added', actorId: 3, ownerId: 1, mentioned: [4, 4, 3, 99], staff })).toEqual([
      { userId: 4, reason: 'mention' },
      { userId: 1, reason: 'owner' },
    ]);
    expect(notificationRecipients({ kind: 'comment_added', actorId: 1, ownerId: 1, mentioned: [], staff })).toEqual([]);
  });

  it('a stage change: the owner and the roles that act on the new stage', () => {
    expect(notificationRecipients({ kind: 'stage_changed', actorId: 1, ownerId: 1, to: 2, staff })).toEqual([{ userId: 3, reason: 'stage' }]);
    expect(notificationRecipients({ kind: 'stage_changed', actorId: 4, ownerId: 1, to: 5, staff })).toEqual([
      { userId: 1, reason: 'owner' },
      { userId: 5, reason: 'stage' },
    ]);
    // Stage 6 waits for the owner only, not for every seller.
    expect(notificationRecipients({ kind: 'stage_changed', actorId: 4, ownerId: 1, to: 6, staff })).toEqual([{ userId: 1, reason: 'owner' }]);
  });

  it('other events tell nobody', () => {
    expect(notificationRecipients({ kind: 'photo_added', actorId: 4, ownerId: 1, staff })).toEqual([]);
  });
});
