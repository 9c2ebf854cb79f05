/* lair-invite-phones.c — which seats are offered to phones, and the server
 *
 * Invite Phones is turned on per seat and remembered in the settings for
 * the next game. A human seat with it on is invited to the phones'
 * server (src/remote/), which runs only while at least one seat is: in
 * the menu as the game is set up, and during the game. A seat handed to
 * the computer during a game keeps its phone until the game is over.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <qrencode.h>

#include "lair-invite-phones.h"

struct _LairInvitePhones
{
  GObject           parent_instance;

  LairGameSession  *session;
  GSettings        *settings;
  LairRemoteServer *server;
  GError           *error;
};

G_DEFINE_FINAL_TYPE (LairInvitePhones, lair_invite_phones, G_TYPE_OBJECT)

/* @seat's flag in the settings' list of them; a seat past its end has
 * none on */
static gboolean
seat_flag (GVariant *flags,
           guint     seat)
{
  gboolean on = FALSE;

  if (seat < g_variant_n_children (flags))
    g_variant_get_child (flags, seat, "b", &on);
  return on;
}

static void
sync_invites (LairInvitePhones *self)
{
  g_autoptr(GVariant) wanted = g_settings_get_value (self->settings, "phone-seats");
  LairSessionPhase phase = lair_game_session_get_phase (self->session);
  gboolean watching = lair_game_session_get_watching (self->session);
  gboolean any = FALSE;

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (self->session, i);
      gboolean invited;

      invited = seat_flag (wanted, i) && !watching &&
                (lair_seat_get_kind (seat) == LAIR_SEAT_HUMAN ||
                 (phase != LAIR_SESSION_MENU && lair_remote_server_get_invited (self->server, i)));
      lair_remote_server_set_invited (self->server, i, invited);
      any |= invited;
    }

  g_clear_error (&self->error);
  if (any)
    lair_remote_server_start (self->server, &self->error);
  else
    lair_remote_server_stop (self->server);
}

static void
lair_invite_phones_dispose (GObject *object)
{
  LairInvitePhones *self = LAIR_INVITE_PHONES (object);

  if (self->server != NULL)
    lair_remote_server_stop (self->server);
  g_clear_object (&self->server);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_error (&self->error);

  G_OBJECT_CLASS (lair_invite_phones_parent_class)->dispose (object);
}

static void
lair_invite_phones_class_init (LairInvitePhonesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = lair_invite_phones_dispose;
}

static void
lair_invite_phones_init (LairInvitePhones *self)
{
}

/**
 * lair_invite_phones_new:
 * @session: the game
 * @settings: the game's settings, where the invitations are kept
 *
 * Returns: (transfer full): the invitations, with the server they run
 */
LairInvitePhones *
lair_invite_phones_new (LairGameSession *session,
                        GSettings       *settings)
{
  LairInvitePhones *self;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (session), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (LAIR_TYPE_INVITE_PHONES, NULL);
  self->session = g_object_ref (session);
  self->settings = g_object_ref (settings);
  self->server = lair_remote_server_new (session);
  g_settings_bind (settings, "show-odds", self->server, "show-odds", G_SETTINGS_BIND_GET);
  g_signal_connect_object (settings, "changed::phone-seats", G_CALLBACK (sync_invites), self, G_CONNECT_SWAPPED);
  /* a recorded game is watched from the menu and back to it: watching
   * begins and ends with the phase */
  g_signal_connect_object (session, "notify::phase", G_CALLBACK (sync_invites), self, G_CONNECT_SWAPPED);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_signal_connect_object (lair_game_session_get_seat (session, i), "notify::kind",
                             G_CALLBACK (sync_invites), self, G_CONNECT_SWAPPED);
  sync_invites (self);
  return self;
}

/**
 * lair_invite_phones_get_session:
 * @self: a #LairInvitePhones
 *
 * Returns: (transfer none): the game
 */
LairGameSession *
lair_invite_phones_get_session (LairInvitePhones *self)
{
  g_return_val_if_fail (LAIR_IS_INVITE_PHONES (self), NULL);

  return self->session;
}

/**
 * lair_invite_phones_get_server:
 * @self: a #LairInvitePhones
 *
 * Returns: (transfer none): the phones' server, for its addresses
 */
LairRemoteServer *
lair_invite_phones_get_server (LairInvitePhones *self)
{
  g_return_val_if_fail (LAIR_IS_INVITE_PHONES (self), NULL);

  return self->server;
}

/**
 * lair_invite_phones_get_error:
 * @self: a #LairInvitePhones
 *
 * Returns: (nullable): why the server could not start, if it could not
 */
const GError *
lair_invite_phones_get_error (LairInvitePhones *self)
{
  g_return_val_if_fail (LAIR_IS_INVITE_PHONES (self), NULL);

  return self->error;
}

/**
 * lair_invite_phones_set_story:
 * @self: a #LairInvitePhones
 * @story: (nullable): the story the board tells
 *
 * The phones follow the board's story, so that none shows an outcome
 * before the big screen does.
 */
void
lair_invite_phones_set_story (LairInvitePhones *self,
                              LairStory        *story)
{
  g_return_if_fail (LAIR_IS_INVITE_PHONES (self));

  lair_remote_server_set_story (self->server, story);
}

/* The settings' list of flags, @seat's turned @on, the others' as they are */
static GVariant *
with_seat_flag (LairInvitePhones *self,
                guint             seat,
                gboolean          on)
{
  g_autoptr(GVariant) flags = g_settings_get_value (self->settings, "phone-seats");
  GVariantBuilder builder;

  g_variant_builder_init (&builder, G_VARIANT_TYPE ("ab"));
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_variant_builder_add (&builder, "b", i == seat ? on : seat_flag (flags, i));
  return g_variant_builder_end (&builder);
}

/**
 * lair_invite_phones_get_wanted:
 * @self: a #LairInvitePhones
 * @seat: a seat, from 0
 *
 * Returns: whether Invite Phones is on for the seat
 */
gboolean
lair_invite_phones_get_wanted (LairInvitePhones *self,
                               guint             seat)
{
  g_autoptr(GVariant) flags = NULL;

  g_return_val_if_fail (LAIR_IS_INVITE_PHONES (self), FALSE);

  flags = g_settings_get_value (self->settings, "phone-seats");
  return seat_flag (flags, seat);
}

/**
 * lair_invite_phones_set_wanted:
 * @self: a #LairInvitePhones
 * @seat: a seat, from 0
 * @wanted: whether a human at the seat plays from a phone
 *
 * Kept in the settings for the next game.
 */
void
lair_invite_phones_set_wanted (LairInvitePhones *self,
                               guint             seat,
                               gboolean          wanted)
{
  g_return_if_fail (LAIR_IS_INVITE_PHONES (self));
  g_return_if_fail (seat < LAIR_N_SEATS);

  g_settings_set_value (self->settings, "phone-seats", with_seat_flag (self, seat, wanted));
}

typedef struct {
  LairInvitePhones *phones;
  guint             seat;
} WantedSeat;

static void
wanted_seat_free (gpointer data)
{
  WantedSeat *wanted = data;

  g_object_unref (wanted->phones);
  g_free (wanted);
}

/* The seat's flag in the settings' list of them */
static gboolean
wanted_get_cb (GValue   *value,
               GVariant *variant,
               gpointer  user_data)
{
  WantedSeat *wanted = user_data;

  g_value_set_boolean (value, seat_flag (variant, wanted->seat));
  return TRUE;
}

/* The list with the seat's flag changed, the others' as they are */
static GVariant *
wanted_set_cb (const GValue       *value,
               const GVariantType *expected_type,
               gpointer            user_data)
{
  WantedSeat *wanted = user_data;

  return with_seat_flag (wanted->phones, wanted->seat, g_value_get_boolean (value));
}

/**
 * lair_invite_phones_bind_wanted:
 * @self: a #LairInvitePhones
 * @seat: a seat, from 0
 * @object: an object
 * @property: a boolean property of @object
 *
 * Binds @property to whether Invite Phones is on for @seat, both ways:
 * a switch shows the setting and turns it on and off.
 */
void
lair_invite_phones_bind_wanted (LairInvitePhones *self,
                                guint             seat,
                                gpointer          object,
                                const char       *property)
{
  WantedSeat *wanted;

  g_return_if_fail (LAIR_IS_INVITE_PHONES (self));
  g_return_if_fail (seat < LAIR_N_SEATS);
  g_return_if_fail (G_IS_OBJECT (object));

  wanted = g_new0 (WantedSeat, 1);
  wanted->phones = g_object_ref (self);
  wanted->seat = seat;
  g_settings_bind_with_mapping (self->settings, "phone-seats", object, property,
                                G_SETTINGS_BIND_DEFAULT | G_SETTINGS_BIND_NO_SENSITIVITY,
                                wanted_get_cb, wanted_set_cb, wanted, wanted_seat_free);
}

/**
 * lair_qr_code_texture_new:
 * @text: what the code holds, such as an address
 * @module_size: the pixels of one module (one square of the code)
 *
 * Draws @text as a QR code (libqrencode), black on white with the
 * four-module quiet zone a camera needs around it.
 *
 * Returns: (transfer full) (nullable): the code, or %NULL if @text is
 *   too long for one
 */
GdkTexture *
lair_qr_code_texture_new (const char *text,
                          guint       module_size)
{
  QRcode *code;
  g_autoptr(GBytes) bytes = NULL;
  guint8 *pixels;
  guint side, stride;
  GdkTexture *texture;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (module_size > 0 && module_size <= 32, NULL);

  code = QRcode_encodeString (text, 0, QR_ECLEVEL_M, QR_MODE_8, 1);
  if (code == NULL)
    return NULL;
  side = (code->width + 8) * module_size;
  stride = side * 4;
  pixels = g_malloc (stride * side);
  memset (pixels, 0xff, stride * side);
  for (gint y = 0; y < code->width; y++)
    for (gint x = 0; x < code->width; x++)
      {
        if (!(code->data[y * code->width + x] & 1))
          continue;
        for (guint dy = 0; dy < module_size; dy++)
          {
            guint8 *row = pixels + ((y + 4) * module_size + dy) * stride + (x + 4) * module_size * 4;

            for (guint dx = 0; dx < module_size; dx++)
              {
                row[dx * 4 + 0] = 0;
                row[dx * 4 + 1] = 0;
                row[dx * 4 + 2] = 0;
              }
          }
      }
  QRcode_free (code);
  bytes = g_bytes_new_take (pixels, stride * side);
  texture = gdk_memory_texture_new (side, side, GDK_MEMORY_R8G8B8A8, bytes, stride);
  return texture;
}
