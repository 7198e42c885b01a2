import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../lib/format';
import { auditAction, auditChangeText } from './audit-words';

describe('audit trail words', () => {
  it('names actions in pt-BR and keeps an unknown one as the server wrote it', () => {
    expect(auditAction('product.update')).toBe('editou o produto');
    expect(auditAction('coupon.create')).toBe('coupon.create');
  });

  it('shows a change as field: before → after, in the words the panel uses', () => {
    expect(auditChangeText({ field: 'price', before: 10, after: 12.5 })).toBe(
      `Preço: ${formatPrice(10)} → ${formatPrice(12.5)}`,
    );
    expect(auditChangeText({ field: 'status', before: 'paid', after: 'shipped' })).toBe(
      'Status: Pago → Enviado',
    );
    expect(auditChangeText({ field: 'isActive', before: true, after: false })).toBe(
      'Status: Ativo → Inativo',
    );
    expect(auditChangeText({ field: 'moderation', before: 'pending', after: 'rejected' })).toBe(
      'Moderação: Pendente → Rejeitada',
    );
    expect(auditChangeText({ field: 'tags', before: [], after: ['noite', 'vegano'] })).toBe(
      'Tags: — → noite, vegano',
    );
    expect(auditChangeText({ field: 'features', before: ['skin_analysis'], after: [] })).toBe(
      'Recursos: Análise de pele → —',
    );
  });
});
