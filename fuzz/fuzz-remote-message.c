/* fuzz-remote-message.c — libFuzzer target: what a phone may send
 *
 * Whatever the bytes, the parser either gives a message of the protocol
 * (a known kind, a decision from 1, a known choice) or refuses with an
 * error it can name; never a crash, a leak or undefined behaviour.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdint.h>

#include "lair-remote-message.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  LairRemoteMessage message = { .kind = LAIR_REMOTE_MESSAGE_HELLO };

  if (!lair_remote_message_parse ((const char *) data, size, &message, &error))
    {
      g_assert_nonnull (error);
      g_assert_cmpstr (lair_remote_message_error_code (error), !=, NULL);
      return 0;
    }
  g_assert_null (error);
  g_assert_cmpuint (size, <=, LAIR_REMOTE_MESSAGE_MAX_SIZE);
  switch (message.kind)
    {
    case LAIR_REMOTE_MESSAGE_CHOOSE:
      g_assert_cmpint (message.choice, >=, 0);
      g_assert_cmpint (message.choice, <, LAIR_N_CHOICES);
      G_GNUC_FALLTHROUGH;
    case LAIR_REMOTE_MESSAGE_HINT:
      g_assert_cmpuint (message.decision, >=, 1);
      break;
    case LAIR_REMOTE_MESSAGE_HELLO:
      break;
    default:
      g_assert_not_reached ();
    }
  return 0;
}
