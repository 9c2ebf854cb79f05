/* test-remote-message.c — what a phone may say, and what it may not
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-remote-message.h"

static gboolean
parse (const char         *text,
       LairRemoteMessage  *message,
       GError            **error)
{
  return lair_remote_message_parse (text, strlen (text), message, error);
}

static void
test_good (void)
{
  LairRemoteMessage m;
  g_autoptr(GError) error = NULL;

  g_assert_true (parse ("{\"v\":1,\"type\":\"hello\"}", &m, &error));
  g_assert_no_error (error);
  g_assert_cmpint (m.kind, ==, LAIR_REMOTE_MESSAGE_HELLO);

  g_assert_true (parse ("{\"type\":\"choose\",\"v\":1,\"decision\":12,\"choice\":\"card2\",\"sent\":1733400000000.25}",
                        &m, &error));
  g_assert_no_error (error);
  g_assert_cmpint (m.kind, ==, LAIR_REMOTE_MESSAGE_CHOOSE);
  g_assert_cmpuint (m.decision, ==, 12);
  g_assert_cmpint (m.choice, ==, LAIR_CHOICE_CARD2);
  g_assert_cmpfloat (m.sent, ==, 1733400000000.25);

  g_assert_true (parse ("{\"v\":1,\"type\":\"choose\",\"decision\":1,\"choice\":\"leave\"}", &m, &error));
  g_assert_cmpfloat (m.sent, <, 0);

  g_assert_true (parse ("{\"v\":1,\"type\":\"hint\",\"decision\":3}", &m, &error));
  g_assert_cmpint (m.kind, ==, LAIR_REMOTE_MESSAGE_HINT);
  g_assert_cmpuint (m.decision, ==, 3);
}

static void
test_bad (void)
{
  static const struct {
    const char *text;
    const char *code;
  } cases[] = {
    { "", "malformed" },
    { "not json", "malformed" },
    { "[1,2]", "malformed" },
    { "\"hello\"", "malformed" },
    { "{\"v\":1,\"type\":\"hello\"", "malformed" },
    { "{\"a\":[[[[[[1]]]]]]}", "malformed" },
    { "{\"type\":\"hello\"}", "missing" },
    { "{\"v\":\"1\",\"type\":\"hello\"}", "wrong-type" },
    { "{\"v\":1.0,\"type\":\"hello\"}", "wrong-type" },
    { "{\"v\":2,\"type\":\"hello\"}", "version" },
    { "{\"v\":1}", "missing" },
    { "{\"v\":1,\"type\":7}", "wrong-type" },
    { "{\"v\":1,\"type\":\"cheat\"}", "unknown-type" },
    { "{\"v\":1,\"type\":\"hello\",\"seat\":2}", "unknown-field" },
    { "{\"v\":1,\"type\":\"choose\",\"decision\":1,\"choice\":\"stay\",\"seat\":1}", "unknown-field" },
    { "{\"v\":1,\"type\":\"choose\",\"choice\":\"stay\"}", "missing" },
    { "{\"v\":1,\"type\":\"choose\",\"decision\":0,\"choice\":\"stay\"}", "wrong-type" },
    { "{\"v\":1,\"type\":\"choose\",\"decision\":-4,\"choice\":\"stay\"}", "wrong-type" },
    { "{\"v\":1,\"type\":\"choose\",\"decision\":99999999999,\"choice\":\"stay\"}", "wrong-type" },
    { "{\"v\":1,\"type\":\"choose\",\"decision\":\"3\",\"choice\":\"stay\"}", "wrong-type" },
    { "{\"v\":1,\"type\":\"choose\",\"decision\":3}", "missing" },
    { "{\"v\":1,\"type\":\"choose\",\"decision\":3,\"choice\":\"win\"}", "unknown-choice" },
    { "{\"v\":1,\"type\":\"choose\",\"decision\":3,\"choice\":[\"stay\"]}", "wrong-type" },
    { "{\"v\":1,\"type\":\"choose\",\"decision\":3,\"choice\":\"stay\",\"sent\":-1}", "wrong-type" },
    { "{\"v\":1,\"type\":\"choose\",\"decision\":3,\"choice\":\"stay\",\"sent\":\"now\"}", "wrong-type" },
    { "{\"v\":1,\"type\":\"hint\"}", "missing" },
    { "{\"v\":1,\"type\":\"hint\",\"decision\":2,\"choice\":\"stay\"}", "unknown-field" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      LairRemoteMessage m = { .kind = LAIR_REMOTE_MESSAGE_HINT, .decision = 77 };

      g_test_message ("%s", cases[i].text);
      g_assert_false (parse (cases[i].text, &m, &error));
      g_assert_error (error, LAIR_REMOTE_MESSAGE_ERROR, error->code);
      g_assert_cmpstr (lair_remote_message_error_code (error), ==, cases[i].code);
      /* a refused message leaves nothing behind */
      g_assert_cmpint (m.kind, ==, LAIR_REMOTE_MESSAGE_HINT);
      g_assert_cmpuint (m.decision, ==, 77);
    }
}

static void
test_bytes (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *large = NULL;
  LairRemoteMessage m;
  const char nul[] = "{\"v\":1,\"type\":\"hello\"}\0{}";
  const char latin1[] = "{\"v\":1,\"type\":\"h\xe9llo\"}";

  /* a nul inside, or bytes that are not UTF-8 */
  g_assert_false (lair_remote_message_parse (nul, sizeof nul - 1, &m, &error));
  g_assert_cmpstr (lair_remote_message_error_code (error), ==, "malformed");
  g_clear_error (&error);
  g_assert_false (lair_remote_message_parse (latin1, sizeof latin1 - 1, &m, &error));
  g_assert_cmpstr (lair_remote_message_error_code (error), ==, "malformed");
  g_clear_error (&error);

  /* just too large, though valid */
  large = g_strdup_printf ("{\"v\":1,\"type\":\"hello\"%*s}", LAIR_REMOTE_MESSAGE_MAX_SIZE, "");
  g_assert_false (parse (large, &m, &error));
  g_assert_cmpstr (lair_remote_message_error_code (error), ==, "too-large");
  g_clear_error (&error);
  large[LAIR_REMOTE_MESSAGE_MAX_SIZE - 1] = '}';
  g_assert_true (lair_remote_message_parse (large, LAIR_REMOTE_MESSAGE_MAX_SIZE, &m, &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/remote-message/good", test_good);
  g_test_add_func ("/remote-message/bad", test_bad);
  g_test_add_func ("/remote-message/bytes", test_bytes);
  return g_test_run ();
}
